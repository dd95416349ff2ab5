import { createFileRoute } from '@tanstack/react-router';
import { StatechartViewer } from '../../ui/dev/StatechartViewer.tsx';

export const Route = createFileRoute('/dev/statecharts')({ component: StatechartViewer });
