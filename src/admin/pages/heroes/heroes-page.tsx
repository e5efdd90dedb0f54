// 英雄榜管理 (admin, editor; issue 18): an edition's heroes board in order. An entry is made from a winner
// (its names copied) or typed in, given a statement, a story and a cover, moved up and down; the
// edition's board is published or hidden as a whole. The public board lists entries with a cover only.
import { WithProgrammeEdition } from '../../app/programme-edition';
import type { EditionCategory } from '../../../shared/editions';
import { ActionIcon, Badge, Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ENTITY_TYPE_LABELS } from '../../../shared/entity-type-labels';
import type { components } from '../../../shared/generated/api';
import { winnerName } from '../../../ui/content/winner-display';
import { adminApi, unwrap, uploadWithProgress } from '../../api/client';
import { errorsOf } from '../../forms/form-errors';
import { SchemaForm } from '../../forms/schema-form';
import { AdminModal } from '../../ui/admin-modal';
import { useConfirm } from '../../ui/confirm-dialog';
import { HERO_FORM } from '../awards/award-forms';
import { moved } from '../awards/awards-page';
import { useEditionBoard } from '../awards/edition-board';
import { EditionPicker, PublicationPanel } from '../awards/edition-controls';
import { CoverUpload, type cropBox } from './cover-upload';

type HeroesEdition = components['schemas']['AdminHeroesEdition'];
type Hero = HeroesEdition['heroes'][number];
type Winner = HeroesEdition['winnersWithoutHero'][number];
type HeroBody = {
  entityType: Hero['entityType'];
  organizationName?: string;
  name?: string;
  indJobTitle?: string;
  indName?: string;
  honorPersonalStatement: string;
  story: string;
};

const orNothing = (s: string | null) => s ?? undefined;
const heroName = (h: Hero) => (h.entityType === 'group' ? h.name || h.organizationName : h.indName) ?? '';

type Dialog = { kind: 'hero'; hero?: Hero; winner?: Winner } | { kind: 'cover'; hero: Hero };

function uploadCover(uid: string, file: File, crop: ReturnType<typeof cropBox>, onProgress: (fraction: number) => void): Promise<HeroesEdition> {
  const form = new FormData();
  for (const [k, v] of Object.entries(crop)) form.append(k, String(v));
  form.append('file', file);
  return uploadWithProgress<HeroesEdition>(`/api/admin/v1/heroes/${encodeURIComponent(uid)}/cover`, form, onProgress);
}

export function HeroesPage() {
  return <WithProgrammeEdition>{(initial) => <HeroesBoard initial={initial} />}</WithProgrammeEdition>;
}

function HeroesBoard({ initial }: { initial: EditionCategory }) {
  const { edition, setEdition, dialog, setDialog, data, save, quick, busy, queryKeys } = useEditionBoard<HeroesEdition, Dialog>('heroes', initial, async (e) =>
    unwrap<HeroesEdition>(await adminApi.GET('/api/admin/v1/heroes/list', { params: { query: { editionCategory: e } } })),
  );
  const [progress, setProgress] = useState(0);
  const heroes = data.data?.heroes ?? [];
  const reorder = (uid: string, by: -1 | 1) =>
    quick.mutate(async () => unwrap<HeroesEdition>(await adminApi.POST('/api/admin/v1/heroes/reorder', { body: { uids: moved(heroes.map((h) => h.uid), uid, by) } })));
  const open = (d: Dialog) => {
    save.reset();
    setDialog(d);
  };
  const editing = dialog?.kind === 'hero' ? dialog : null;
  const confirmation = useConfirm();

  return (
    <Stack gap="md">
      {confirmation.dialog}
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>英雄榜管理</Title>
        <EditionPicker value={edition} onChange={setEdition} />
      </Group>
      {data.data && <PublicationPanel publication={data.data.publication} board="heroes" queryKeys={queryKeys} />}
      {data.isError && <Text c="red">{errorsOf(data.error)[0]?.message}</Text>}

      {data.data && data.data.winnersWithoutHero.length > 0 && (
        <Card withBorder component="section" aria-labelledby="winners-without-hero">
          <Title order={3} size="h4" id="winners-without-hero" mb="xs">
            尚未建立英雄榜項目的得獎者
          </Title>
          <Stack gap={6}>
            {data.data.winnersWithoutHero.map((w) => (
              <Group key={w.uid} justify="space-between" wrap="nowrap">
                <Text size="sm">
                  {winnerName(w)}（{ENTITY_TYPE_LABELS[w.entityType]}）
                </Text>
                <Button size="xs" onClick={() => open({ kind: 'hero', winner: w })} aria-label={`為 ${winnerName(w)} 建立英雄榜項目`}>
                  建立英雄榜項目
                </Button>
              </Group>
            ))}
          </Stack>
        </Card>
      )}
      <Group>
        <Button variant="default" onClick={() => open({ kind: 'hero' })}>
          手動新增英雄榜項目
        </Button>
      </Group>
      {data.data && heroes.length === 0 && <Text c="dimmed">這一屆的英雄榜尚無項目。</Text>}
      <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="英雄榜項目">
        {heroes.map((h, index) => (
          <Card key={h.uid} withBorder component="li">
            <Group align="flex-start" wrap="wrap" gap="md">
              {h.coverUrl ? (
                <Image src={h.coverUrl} alt={`${heroName(h)}的封面`} w={160} h={120} radius="sm" fit="cover" />
              ) : (
                <Badge color="red" variant="light">
                  尚無封面（公開網站不顯示）
                </Badge>
              )}
              <Stack gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
                <Text fw={700}>
                  {heroName(h)}
                  <Text span size="sm" c="dimmed">
                    {' '}
                    {ENTITY_TYPE_LABELS[h.entityType]}
                  </Text>
                </Text>
                <Text size="sm">{h.honorPersonalStatement}</Text>
              </Stack>
              <Group gap="xs">
                <ActionIcon variant="default" aria-label={`上移 ${heroName(h)}`} disabled={busy || index === 0} onClick={() => reorder(h.uid, -1)}>
                  ↑
                </ActionIcon>
                <ActionIcon variant="default" aria-label={`下移 ${heroName(h)}`} disabled={busy || index === heroes.length - 1} onClick={() => reorder(h.uid, 1)}>
                  ↓
                </ActionIcon>
                <Button size="xs" variant="default" onClick={() => open({ kind: 'hero', hero: h })} aria-label={`修改 ${heroName(h)}`}>
                  修改
                </Button>
                <Button size="xs" variant="default" onClick={() => open({ kind: 'cover', hero: h })} aria-label={`上傳 ${heroName(h)} 的封面`}>
                  上傳封面
                </Button>
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  disabled={busy}
                  onClick={() =>
                    confirmation.ask({
                      title: '刪除英雄榜項目',
                      text: `確定刪除「${heroName(h)}」的英雄榜項目？`,
                      confirm: '確定刪除',
                      danger: true,
                      onConfirm: () => quick.mutate(async () => unwrap<HeroesEdition>(await adminApi.POST('/api/admin/v1/heroes/{uid}/delete', { params: { path: { uid: h.uid } } }))),
                    })
                  }
                >
                  刪除
                </Button>
              </Group>
            </Group>
          </Card>
        ))}
      </Stack>

      <AdminModal opened={!!editing} onClose={() => setDialog(null)} title={editing?.hero ? '修改英雄榜項目' : '新增英雄榜項目'} size="lg">
        {editing && (
          <SchemaForm<HeroBody>
            definition={HERO_FORM}
            initial={
              editing.hero
                ? {
                    entityType: editing.hero.entityType,
                    organizationName: orNothing(editing.hero.organizationName),
                    name: orNothing(editing.hero.name),
                    indJobTitle: orNothing(editing.hero.indJobTitle),
                    indName: orNothing(editing.hero.indName),
                    honorPersonalStatement: editing.hero.honorPersonalStatement,
                    story: editing.hero.story,
                  }
                : editing.winner
                  ? {
                      entityType: editing.winner.entityType,
                      organizationName: orNothing(editing.winner.organizationName),
                      indJobTitle: orNothing(editing.winner.indJobTitle),
                      indName: orNothing(editing.winner.indName ?? editing.winner.personName),
                    }
                  : { entityType: 'group' }
            }
            submitLabel="儲存"
            saving={save.isPending}
            serverErrors={errorsOf(save.error)}
            onSubmit={(body) =>
              save.mutate(async () =>
                editing.hero
                  ? unwrap<HeroesEdition>(await adminApi.POST('/api/admin/v1/heroes/{uid}/update', { params: { path: { uid: editing.hero.uid } }, body }))
                  : unwrap<HeroesEdition>(
                      await adminApi.POST('/api/admin/v1/heroes/create', {
                        params: { query: { editionCategory: edition, ...(editing.winner ? { winnerUid: editing.winner.uid } : {}) } },
                        body,
                      }),
                    ),
              )
            }
          />
        )}
      </AdminModal>
      <AdminModal opened={dialog?.kind === 'cover'} onClose={() => setDialog(null)} title={dialog?.kind === 'cover' ? `${heroName(dialog.hero)}的封面` : ''} size="lg">
        {dialog?.kind === 'cover' && (
          <CoverUpload
            saving={save.isPending}
            progress={progress}
            error={save.error ? errorsOf(save.error)[0]?.message : undefined}
            onUpload={(file, crop) => {
              setProgress(0);
              save.mutate(() => uploadCover(dialog.hero.uid, file, crop, setProgress));
            }}
          />
        )}
      </AdminModal>
    </Stack>
  );
}
