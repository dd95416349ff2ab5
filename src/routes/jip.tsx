import { createFileRoute } from '@tanstack/react-router';
import { CreditsPage } from '../ui/credits/CreditsPage.tsx';

export const Route = createFileRoute('/jip')({ component: CreditsPage });
