import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../ui/browse/HomePage.tsx';

export const Route = createFileRoute('/')({ component: HomePage });
