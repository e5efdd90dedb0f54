// The films page (issue 31): the promotional and the tutorial film, each replaced by an MP4 and its
// captions or restored to the built-in one. The server checks both files and keeps the audit row;
// the public pages read the change with the settings, at once.
import { Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { components } from '../../../shared/generated/api';
import { FILM_LABELS } from '../../../shared/labels';
import { adminApi, unwrap, uploadWithProgress } from '../../api/client';
import { errorsOf } from '../../forms/form-errors';
import { useConfirm } from '../../ui/confirm-dialog';
import { FilmCard } from './film-card';
import { FILM_PAGE } from './film-labels';

type AdminFilm = components['schemas']['AdminFilm'];
type FilmKind = AdminFilm['kind'];

const FILMS_KEY = ['admin-films'] as const;

export function FilmsPage() {
  const queryClient = useQueryClient();
  const films = useQuery({ queryKey: FILMS_KEY, queryFn: async () => unwrap<AdminFilm[]>(await adminApi.GET('/api/admin/v1/films')) });
  const [progress, setProgress] = useState(0);
  const [outcome, setOutcome] = useState<{ kind: FilmKind; done?: string; error?: string } | null>(null);
  const confirmation = useConfirm();

  const save = useMutation({
    mutationFn: async (change: { kind: FilmKind; run: () => Promise<AdminFilm>; done: string }) => change.run(),
    onMutate: (change) => {
      setProgress(0);
      setOutcome({ kind: change.kind });
    },
    onSuccess: (film, change) => {
      queryClient.setQueryData<AdminFilm[]>(FILMS_KEY, (list) => list?.map((f) => (f.kind === film.kind ? film : f)));
      setOutcome({ kind: change.kind, done: change.done });
    },
    onError: (error, change) => setOutcome({ kind: change.kind, error: errorsOf(error)[0]?.message }),
  });

  const replace = (kind: FilmKind, film: File, captions: File) => {
    const form = new FormData();
    form.append('film', film);
    form.append('captions', captions);
    save.mutate({ kind, done: FILM_PAGE.replacedDone, run: () => uploadWithProgress<AdminFilm>(`/api/admin/v1/films/${kind}`, form, setProgress) });
  };
  const restore = (kind: FilmKind) =>
    confirmation.ask({
      title: FILM_PAGE.restoreTitle,
      text: FILM_PAGE.restoreText(FILM_LABELS[kind]),
      confirm: FILM_PAGE.restoreConfirm,
      danger: true,
      onConfirm: () =>
        save.mutate({
          kind,
          done: FILM_PAGE.restoredDone,
          run: async () => unwrap<AdminFilm>(await adminApi.POST('/api/admin/v1/films/{kind}/restore', { params: { path: { kind } } })),
        }),
    });

  return (
    <Stack gap="md">
      {confirmation.dialog}
      <Title order={2}>{FILM_PAGE.title}</Title>
      <Text size="sm">{FILM_PAGE.intro}</Text>
      {films.isError && <Text c="red">{errorsOf(films.error)[0]?.message}</Text>}
      {films.data?.map((film) => {
        const mine = outcome?.kind === film.kind ? outcome : null;
        return (
          <FilmCard
            key={film.kind}
            film={film}
            saving={save.isPending && save.variables?.kind === film.kind}
            progress={progress}
            error={mine?.error}
            done={mine?.done}
            onReplace={(mp4, vtt) => replace(film.kind, mp4, vtt)}
            onRestore={() => restore(film.kind)}
          />
        );
      })}
    </Stack>
  );
}
