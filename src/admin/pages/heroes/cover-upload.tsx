// A hero's cover: the editor picks a picture and where the cards' 4:3 frame sits on it (a preview shows
// the frame); the server crops to that box and makes the WebP and JPEG renditions.
import { Button, FileInput, Group, Progress, SegmentedControl, Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import coverRules from '../../../../schemas/admin/hero-cover.json';
import { checkFileWith, fileRuleText } from '../../../shared/limit-texts';

const RULE = { types: Object.keys(coverRules.types), maxBytes: coverRules.maxBytes };
const [AW, AH] = coverRules.aspectRatio as [number, number];

type Position = 'start' | 'center' | 'end';
const POSITIONS: { value: Position; label: string }[] = [
  { value: 'start', label: '靠上／靠左' },
  { value: 'center', label: '置中' },
  { value: 'end', label: '靠下／靠右' },
];

/** The 4:3 box at `position` along the picture's longer side, as fractions of the picture. */
export function cropBox(width: number, height: number, position: Position) {
  const wide = width / height > AW / AH;
  const w = wide ? (height * AW) / AH / width : 1;
  const h = wide ? 1 : (width * AH) / AW / height;
  const free = wide ? 1 - w : 1 - h;
  const offset = position === 'start' ? 0 : position === 'center' ? free / 2 : free;
  return { cropLeft: wide ? offset : 0, cropTop: wide ? 0 : offset, cropWidth: w, cropHeight: h };
}

interface CoverUploadProps {
  saving: boolean;
  /** How much of the file has gone (0-1) while saving. */
  progress: number;
  error: string | undefined;
  onUpload: (file: File, crop: ReturnType<typeof cropBox>) => void;
}

export function CoverUpload({ saving, progress, error, onUpload }: CoverUploadProps) {
  const [file, setFile] = useState<File | null>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [position, setPosition] = useState<Position>('center');
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => {
    if (url) URL.revokeObjectURL(url);
  }, [url]);
  const refusal = file ? checkFileWith(RULE, file) : null;
  const objectPosition = position === 'start' ? '0% 0%' : position === 'end' ? '100% 100%' : '50% 50%';
  return (
    <Stack gap="sm">
      <FileInput
        label="封面圖片"
        description={fileRuleText(RULE)}
        accept={RULE.types.map((t) => `.${t}`).join(',')}
        value={file}
        onChange={(f) => {
          setFile(f);
          setSize(null);
        }}
        error={refusal ?? error}
        clearable
        clearButtonProps={{ 'aria-label': '清除已選的圖片' }}
      />
      {url && !refusal && (
        <>
          <SegmentedControl aria-label="裁切位置" value={position} onChange={(v) => setPosition(v as Position)} data={POSITIONS} />
          <div style={{ width: '100%', maxWidth: 400, aspectRatio: `${AW} / ${AH}`, overflow: 'hidden', borderRadius: 8, background: '#eef2f6' }}>
            <img
              src={url}
              alt="裁切後的封面預覽"
              style={{ width: '100%', height: '100%', objectFit: 'cover', objectPosition, display: 'block' }}
              onLoad={(e) => setSize({ width: e.currentTarget.naturalWidth, height: e.currentTarget.naturalHeight })}
            />
          </div>
          <Text size="xs" c="dimmed">
            預覽即公開網站卡片的 {AW}:{AH} 畫面；上傳後會移除照片的拍攝資訊與位置資料。
          </Text>
        </>
      )}
      {saving && (
        <Stack gap={4}>
          <Progress value={Math.round(progress * 100)} aria-label="封面上傳進度" animated={progress >= 1} />
          <Text size="xs" c="dimmed" aria-live="polite">
            {progress < 1 ? `上傳中 ${Math.round(progress * 100)}%` : '上傳完成，正在裁切並轉成網頁圖片…'}
          </Text>
        </Stack>
      )}
      <Group justify="flex-end">
        <Button disabled={!file || !!refusal || !size || saving} loading={saving} onClick={() => file && size && onUpload(file, cropBox(size.width, size.height, position))}>
          上傳封面
        </Button>
      </Group>
    </Stack>
  );
}
