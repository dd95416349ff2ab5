import { FileUp } from 'lucide-react';
import { type DragEvent, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation.ts';

/**
 * Where a backup file is chosen (the file input, by click, touch or keyboard) or dropped. The
 * input is emptied after each choice, so choosing the same file again reads it again.
 */
export function FileDrop({ onFile }: { onFile: (file: File) => void }) {
  const { t } = useTranslation();
  const [over, setOver] = useState(false);
  const dragging = (event: DragEvent, isOver: boolean) => {
    event.preventDefault();
    setOver(isOver);
  };
  return (
    <label
      className="migration-drop"
      data-over={over || undefined}
      onDragOver={(event) => dragging(event, true)}
      onDragLeave={(event) => dragging(event, false)}
      onDrop={(event) => {
        dragging(event, false);
        const file = event.dataTransfer.files[0];
        if (file) onFile(file);
      }}
    >
      <FileUp aria-hidden="true" size={32} />
      <span className="migration-drop-title">{t('migration.upload.choose')}</span>
      <span className="migration-hint">
        {t('migration.upload.drop')} · {t('migration.upload.limit')}
      </span>
      <input
        type="file"
        accept=".json,application/json"
        className="visually-hidden"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) onFile(file);
        }}
      />
    </label>
  );
}
