import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../ui/account/LoginPage.tsx';

export const Route = createFileRoute('/login')({ component: LoginPage });
