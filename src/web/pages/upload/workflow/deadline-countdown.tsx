// The upload deadline and a live countdown, in Taipei time (SPEC.md section 1). The server's clock
// (settings.now) sets the offset, so a wrong clock on the visitor's device does not mislead. A registration
// returned for correction counts to its correction deadline instead: that is when the server stops taking
// its changes (issue 29, item 13).
import { useEffect, useState } from 'react';
import { rocDateTimeWeekday, TAIPEI_SUFFIX } from '../../../../shared/taipei-time';
import { useSettings } from '../../../settings/settings-context';
import { WORKFLOW_TEXT } from './texts';
import css from './upload-workflow.module.css';

function parts(ms: number) {
  const s = Math.max(0, Math.floor(ms / 1000));
  return [Math.floor(s / 86400), Math.floor((s % 86400) / 3600), Math.floor((s % 3600) / 60), s % 60] as const;
}

export function DeadlineCountdown({ correctionDeadline }: { correctionDeadline?: string | null }) {
  const { settings } = useSettings();
  const [offset] = useState(() => (settings ? Date.parse(settings.now) - Date.now() : 0));
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  if (!settings) return null;
  const until = correctionDeadline ?? settings.uploadClosesAt;
  const closes = Date.parse(until);
  const left = closes - (now + offset);
  return (
    <p className={css.deadline}>
      <span>
        {correctionDeadline ? WORKFLOW_TEXT.correctionDeadline : WORKFLOW_TEXT.deadline}：<time dateTime={until}>{rocDateTimeWeekday(closes)}{TAIPEI_SUFFIX}</time>
      </span>
      <span role="timer">
        {WORKFLOW_TEXT.remaining}：<strong>{left > 0 ? WORKFLOW_TEXT.countdown(...parts(left)) : WORKFLOW_TEXT.closed}</strong>
      </span>
    </p>
  );
}
