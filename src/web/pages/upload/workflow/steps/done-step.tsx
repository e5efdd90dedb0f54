// Step 5: registration complete (SPEC.md section 2): back home, view the uploaded files (read-only)
// and the receipt PDF (registrationsReceipt) listing what was submitted.
import { Button, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import { DONE_TEXT } from '../texts';
import { downloadReceipt } from '../download';
import css from './steps.module.css';

export function DoneStep({ registrationUid, onViewFiles }: { registrationUid: string; onViewFiles(): void }) {
  return (
    <div className={css.done}>
      <p className={css.doneTitle}>{DONE_TEXT.title}</p>
      <p>{DONE_TEXT.body}</p>
      <Group gap="sm" justify="center">
        <Button component={Link} to="/" variant="default">
          {DONE_TEXT.home}
        </Button>
        <Button variant="outline" onClick={onViewFiles}>
          {DONE_TEXT.view}
        </Button>
        {/* A button: the receipt is fetched through the client (a lapsed session is renewed), then saved. */}
        <Button onClick={() => void downloadReceipt(registrationUid)}>{DONE_TEXT.receipt}</Button>
      </Group>
    </div>
  );
}
