// Asks before a page with unsaved work is left (issue 29, item 3: the news editor dropped typed text and
// inserted images on a sidebar link or a reload). In-app navigation waits on react-router's blocker and
// the in-page modal (never the browser's confirm()); a reload or a closed tab gets the browser's own
// `beforeunload` question, the only one a browser allows there.
import { Button, Group, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type Blocker, type BlockerFunction } from 'react-router-dom';
import { AdminModal } from './admin-modal';

export interface LeaveGuard {
  blocker: Blocker;
  /** Lets the next navigation through (the work was just saved; the page moves on by itself). */
  release: () => void;
}

export function useLeaveGuard(dirty: boolean): LeaveGuard {
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);
  // A change of the query or hash stays on the page: only another page is leaving.
  const shouldBlock = useCallback<BlockerFunction>(({ currentLocation, nextLocation }) => dirtyRef.current && currentLocation.pathname !== nextLocation.pathname, []);
  const blocker = useBlocker(shouldBlock);
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  const release = useCallback(() => {
    dirtyRef.current = false;
  }, []);
  return { blocker, release };
}

export interface LeaveGuardModalProps {
  guard: LeaveGuard;
  title: string;
  message: string;
  stayLabel: string;
  leaveLabel: string;
}

/** The question while a navigation waits: stay (the default, and what closing the dialog does) or leave. */
export function LeaveGuardModal({ guard: { blocker }, title, message, stayLabel, leaveLabel }: LeaveGuardModalProps) {
  const stay = () => blocker.reset?.();
  return (
    <AdminModal opened={blocker.state === 'blocked'} onClose={stay} title={title}>
      <Stack gap="md">
        <Text>{message}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={stay} data-autofocus>
            {stayLabel}
          </Button>
          <Button color="red.9" onClick={() => blocker.proceed?.()}>
            {leaveLabel}
          </Button>
        </Group>
      </Stack>
    </AdminModal>
  );
}
