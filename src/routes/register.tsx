import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '../ui/account/RegisterPage.tsx';

export const Route = createFileRoute('/register')({ component: RegisterPage });
