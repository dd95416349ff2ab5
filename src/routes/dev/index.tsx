import { createFileRoute } from '@tanstack/react-router';
import { TestPlayer } from '../../ui/dev/TestPlayer.tsx';

export const Route = createFileRoute('/dev/')({ component: TestPlayer });
