// The row every upload picker starts with: the button that opens the file chooser and the purpose's file
// rule beside it (types and size, from the schemas' rule). One row for the single-request picker
// (./file-picker.tsx) and the resumable one (./resumable-picker.tsx).
import { Button, FileButton } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import type { RefObject } from 'react';
import { fileRuleText } from '../../../../shared/limit-texts';
import { acceptFor, uploadRule, type UploadPurpose } from '../../../files/upload-resource';
import css from './steps/steps.module.css';

interface Props {
  id: string;
  purpose: UploadPurpose;
  label: string;
  multiple?: boolean;
  disabled: boolean;
  /** The ids describing the input: the rule's (`${id}-rule`) and any hint of the caller. */
  describedBy: string;
  resetRef: RefObject<(() => void) | null>;
  onFiles: (files: File[]) => void;
}

export function PickFilesRow({ id, purpose, label, multiple = false, disabled, describedBy, resetRef, onFiles }: Props) {
  const ruleId = `${id}-rule`;
  return (
    <div className={css.pickerRow}>
      <FileButton
        multiple={multiple}
        accept={acceptFor(purpose)}
        disabled={disabled}
        resetRef={resetRef}
        inputProps={{ id, 'aria-label': label, 'aria-describedby': describedBy }}
        onChange={(picked: File | File[] | null) => {
          const files = picked === null ? [] : Array.isArray(picked) ? picked : [picked];
          if (files.length > 0) onFiles(files);
        }}
      >
        {(props) => (
          <Button {...props} variant="default" leftSection={<IconUpload size={16} aria-hidden />} disabled={disabled} aria-describedby={describedBy}>
            {label}
          </Button>
        )}
      </FileButton>
      <span id={ruleId} className={css.muted}>
        {fileRuleText(uploadRule(purpose))}
      </span>
    </div>
  );
}
