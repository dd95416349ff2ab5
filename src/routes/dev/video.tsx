import { createFileRoute } from '@tanstack/react-router';
import { TestVideo } from '../../ui/dev/TestVideo.tsx';

export const Route = createFileRoute('/dev/video')({ component: TestVideo });
