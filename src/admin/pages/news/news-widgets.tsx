// The news form's own widgets: the category list (from the database, so not an enum of the schema), the
// publishing time typed in Taipei time, and the body's rich-text editor (Tiptap 3 through @mantine/tiptap).
// The editor's styles come with this (lazily loaded) module, so only the news editor loads them.
import '@mantine/tiptap/styles.css';
import { Group, Input, NativeSelect, Progress, Text, TextInput } from '@mantine/core';
import { getUploadImageExtension, RichTextEditor } from '@mantine/tiptap';
import type { WidgetProps } from '@rjsf/utils';
import { IconFileTypePdf } from '@tabler/icons-react';
import { Image } from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { useEditor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { createContext, useContext, useRef, useState } from 'react';
import { notifications } from '@mantine/notifications';
import { isAllowedNewsUrl } from '../../../shared/news-html-allowlist';
import { fromTaipeiLocal, taipeiIso } from '../../../shared/taipei-time';
import { errorsOf } from '../../forms/form-errors';
import classes from './news-editor.module.css';
import { PDF_CONTROL_LABEL, TOOLBAR_LABELS } from './news-editor-labels';
import { uploadNewsFile } from './news-api';

/** The item being edited (null before its first save: files need an item to belong to). */
export const NewsEditContext = createContext<{ uid: string | null }>({ uid: null });

const errorOf = (rawErrors: string[] | undefined) => (rawErrors && rawErrors.length > 0 ? rawErrors.join('\n') : undefined);

export function NewsCategoryWidget({ id, value, onChange, label, required, rawErrors, options, disabled }: WidgetProps) {
  const categories = (options.categories as { slug: string; name: string }[] | undefined) ?? [];
  return (
    <NativeSelect
      id={id}
      label={label}
      required={required}
      disabled={disabled}
      value={(value as string | undefined) ?? ''}
      data={[{ value: '', label: '請選擇' }, ...categories.map((c) => ({ value: c.slug, label: c.name }))]}
      error={errorOf(rawErrors)}
      onChange={(e) => onChange(e.currentTarget.value || undefined)}
    />
  );
}

/** "2026-11-24T15:00:30" typed in Taipei time <-> ISO 8601 with +08:00 (Taiwan keeps no daylight saving time).
 * Seconds are offered (step 1) so an item can be scheduled less than a minute ahead. */
const toLocal = (iso: string | undefined) => (iso && !Number.isNaN(Date.parse(iso)) ? taipeiIso(iso).slice(0, 19) : '');
const fromLocal = (local: string) => (local ? fromTaipeiLocal(local) : undefined);

export function TaipeiDateTimeWidget({ id, value, onChange, label, required, rawErrors, disabled }: WidgetProps) {
  return (
    <TextInput
      id={id}
      type="datetime-local"
      step={1}
      label={label}
      description="臺北時間；晚於現在即為排程發布"
      required={required}
      disabled={disabled}
      value={toLocal(value as string | undefined)}
      error={errorOf(rawErrors)}
      onChange={(e) => onChange(fromLocal(e.currentTarget.value))}
    />
  );
}


/** Images pasted or loaded into the editor keep only addresses the allowlist allows (a pasted
 * `src="javascript:…"` never enters the body); data: images are let in for the upload extension to
 * upload. Extends Mantine's upload image, whose own parse rule takes any src. The server sanitises
 * whatever arrives anyway. */
const allowedImageSrc = (src: string) => isAllowedNewsUrl(src, 'staff') || /^data:image\//i.test(src.trim());
const imageExtension = (options: Parameters<typeof getUploadImageExtension>[1]) =>
  (getUploadImageExtension(Image, options) as typeof Image).extend({
    parseHTML() {
      return [{ tag: 'img[src]', getAttrs: (el: HTMLElement) => (allowedImageSrc(el.getAttribute('src') ?? '') ? null : false) }];
    },
  });

export function RichTextWidget({ id, value, onChange, label, rawErrors, disabled }: WidgetProps) {
  // Fixed for the editor's life: the edit page is keyed by the item (a first save opens a new page).
  const { uid } = useContext(NewsEditContext);
  const pdfInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<{ name: string; percent: number } | null>(null);
  const upload = async (file: File) => {
    if (!uid) throw new Error('請先儲存草稿，再上傳檔案');
    setUploading({ name: file.name, percent: 0 });
    try {
      return await uploadNewsFile(uid, file, (percent) => setUploading({ name: file.name, percent }));
    } finally {
      setUploading(null);
    }
  };
  const failed = (_file: File, error: unknown) => notifications.show({ color: 'red', message: errorsOf(error)[0]?.message ?? '' });
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] } }),
      TableKit.configure({ table: { resizable: false } }),
      imageExtension({
        onImageUpload: async (file: File) => {
          const f = await upload(file);
          return { src: f.staffUrl, alt: f.originalFilename.replace(/\.[^.]+$/, '') };
        },
        onImageUploadError: failed,
      }),
    ],
    content: (value as string | undefined) ?? '',
    editable: !disabled,
    editorProps: { attributes: { id, role: 'textbox', 'aria-multiline': 'true', 'aria-label': String(label) } },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? undefined : e.getHTML()),
  });
  // No syncing of `value` into the editor afterwards: the edit page is keyed by the item's version, so a
  // body the server answers with makes a new editor (re-setting the same content would move the caret).

  const insertPdf = async (file: File) => {
    try {
      const f = await upload(file);
      editor?.chain().focus().insertContent({ type: 'text', text: f.originalFilename, marks: [{ type: 'link', attrs: { href: f.staffUrl, target: '_blank' } }] }).run();
    } catch (err) {
      failed(file, err);
    }
  };

  return (
    <Input.Wrapper label={label} error={errorOf(rawErrors)} id={`${id}-wrapper`}>
      <RichTextEditor editor={editor} labels={TOOLBAR_LABELS}>
        <RichTextEditor.Toolbar sticky stickyOffset={60}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.TableInsert />
            <RichTextEditor.TableRowAfter />
            <RichTextEditor.TableColumnAfter />
            <RichTextEditor.TableDelete />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.ImageUpload accept="image/jpeg,image/png,image/webp" disabled={!uid} />
            <RichTextEditor.Control aria-label={PDF_CONTROL_LABEL} title={PDF_CONTROL_LABEL} disabled={!uid} onClick={() => pdfInput.current?.click()}>
              <IconFileTypePdf size={16} stroke={1.5} aria-hidden="true" />
            </RichTextEditor.Control>
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={320} className={classes.content} />
      </RichTextEditor>
      {uploading && (
        <Group gap="sm" mt="xs" wrap="nowrap">
          <Progress value={uploading.percent} flex={1} aria-label={`上傳 ${uploading.name}`} />
          <Text size="sm" role="status">
            上傳中 {uploading.percent}%
          </Text>
        </Group>
      )}
      <input
        ref={pdfInput}
        type="file"
        accept="application/pdf"
        hidden
        aria-hidden="true"
        tabIndex={-1}
        data-testid="news-pdf-input"
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (file) void insertPdf(file);
        }}
      />
    </Input.Wrapper>
  );
}
