// "Continue anyway / save first" for the optional step (SPEC.md section 4), shown like a toast at the
// top but driven by the stepper's state, so it stays until answered and takes the focus.
import { Button, Group, Notification, Portal } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { messages } from '../../../../shared/messages';
import { WORKFLOW_TEXT } from './texts';
import css from './upload-workflow.module.css';

export function LeavePrompt({ onContinue, onSave }: { onContinue(): void; onSave(): void }) {
  const save = useRef<HTMLButtonElement>(null);
  useEffect(() => save.current?.focus(), []);
  // In a portal: above the layout's sticky header and scroll-to-top button, whatever contains us.
  return (
    <Portal>
      <div className={css.leave} role="alertdialog" aria-labelledby="leave-title" aria-describedby="leave-body">
        <Notification color="yellow" withCloseButton={false} title={<span id="leave-title">{WORKFLOW_TEXT.leaveTitle}</span>}>
          <p id="leave-body" style={{ margin: '0 0 10px' }}>
            {messages.unsavedOptional}
          </p>
          <Group gap="xs" justify="flex-end">
            <Button size="xs" variant="default" onClick={onContinue}>
              {WORKFLOW_TEXT.continueAnyway}
            </Button>
            <Button size="xs" ref={save} onClick={onSave}>
              {WORKFLOW_TEXT.saveFirst}
            </Button>
          </Group>
        </Notification>
      </div>
    </Portal>
  );
}
