import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '../ui/settings/SettingsPage.tsx';

export const Route = createFileRoute('/settings')({ component: SettingsPage });
