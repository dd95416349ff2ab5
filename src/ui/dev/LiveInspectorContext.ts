import { createContext } from 'react';
import type { LiveInspector } from '../../services/devtools/liveInspector.ts';

/** Development builds: the live inspector's recorder the app's actors report to; null otherwise. */
export const LiveInspectorContext = createContext<LiveInspector | null>(null);
