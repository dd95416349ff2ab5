import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { InspectorModel } from '../../../services/devtools/inspectorModel.ts';
import { recordingFileName, recordingOf } from '../../../services/devtools/recording.ts';
import { Button } from '../../primitives/Button.tsx';

/** Downloads what the inspector holds as a recording file (`npm run qa:paths -- --from-recording`). */
export function ExportButton({ getModel }: { getModel: () => InspectorModel }) {
  const { t } = useTranslation();
  const download = () => {
    const model = getModel();
    const json = JSON.stringify(recordingOf(model), null, 2);
    const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = recordingFileName(model);
    link.click();
    // After the click's task: the download has its copy by then.
    setTimeout(() => URL.revokeObjectURL(url));
  };
  return <Button onClick={download}>{t('inspector.export')}</Button>;
}
