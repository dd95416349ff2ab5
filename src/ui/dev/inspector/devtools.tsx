import { shareInspector } from '../../../services/devtools/inspectorChannel.ts';
import { createLiveInspector } from '../../../services/devtools/liveInspector.ts';
import { InspectorPanel } from './InspectorPanel.tsx';
import { machineDescriber } from './machineChart.ts';

/**
 * Development builds: the recorder the app's actors report to, shared with the inspector's window
 * (/dev/inspector), and the panel that shows it on every page.
 */
export function startInspector() {
  const liveInspector = createLiveInspector({ describe: machineDescriber });
  shareInspector(liveInspector);
  return { liveInspector, panel: <InspectorPanel inspector={liveInspector} /> };
}
