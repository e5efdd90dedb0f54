// One category of achievements: the add form (year, month, description with a live "n / 300"
// counter; add disabled while invalid or saving) and the table (year, month, description, delete).
// Entries cannot be edited, only deleted (SPEC.md section 4). Locked: the table alone.
import { Button, NativeSelect, Textarea } from '@mantine/core';
import { useId, useState } from 'react';
import { base64Utf8 } from '../encode';
import { useDraft } from '../drafts';
import { ACHIEVEMENT_MONTHS, ACHIEVEMENT_YEARS, DESCRIPTION_RULE, MONTH_MESSAGE, YEAR_MESSAGE } from '../schema-rules';
import { errorToast } from '../toasts';
import { MERIT_TEXT } from '../texts';
import { uploadApi, type Achievement, type AchievementCategory, type RocYear } from '../upload-api';
import css from './steps.module.css';

export interface AchievementSectionProps {
  registrationUid: string;
  category: AchievementCategory;
  title: string;
  locked: boolean;
  loading: boolean;
  entries: Achievement[];
  onAdded(entry: Achievement): void;
  onDeleted(uid: string): void;
}

export function AchievementSection(props: AchievementSectionProps) {
  const { title, locked, loading, entries } = props;
  const headingId = useId();
  return (
    <section className={css.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={css.sectionTitle}>
        {title}
      </h3>
      {!locked && <AchievementForm {...props} />}
      <AchievementTable {...props} caption={title} loading={loading} entries={entries} />
    </section>
  );
}

function AchievementForm({ registrationUid, category, onAdded }: AchievementSectionProps) {
  const id = useId();
  const [year, setYear] = useState('');
  const [month, setMonth] = useState('');
  const [description, setDescription] = useState('');
  // Per field: a message appears only for the field just left, so leaving the description never
  // shifts the buttons below it (a click there would be lost).
  const [touched, setTouched] = useState({ year: false, month: false, description: false });
  const touch = (field: keyof typeof touched) => setTouched((t) => (t[field] ? t : { ...t, [field]: true }));
  const [saving, setSaving] = useState(false);
  useDraft(`achievement-${category}`, year !== '' || month !== '' || description.trim() !== '');

  const problem = DESCRIPTION_RULE.check(description);
  const valid = year !== '' && month !== '' && problem === null;
  const length = DESCRIPTION_RULE.length(description);
  const over = length > DESCRIPTION_RULE.maxLength;

  const add = async () => {
    if (!valid || saving) return;
    setSaving(true);
    const outcome = await uploadApi.addAchievement({
      registrationUid,
      // The select offers exactly the schema's years.
      year: Number(year) as RocYear,
      month: Number(month),
      achievementCategory: category,
      description: base64Utf8(description.trim()),
    });
    setSaving(false);
    if (!outcome.ok) return errorToast(outcome.message);
    onAdded(outcome.data);
    setYear('');
    setMonth('');
    setDescription('');
    setTouched({ year: false, month: false, description: false });
  };

  return (
    <form
      className={css.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void add();
      }}
    >
      <div className={css.row}>
        <NativeSelect
          label={MERIT_TEXT.year}
          required
          value={year}
          onChange={(e) => setYear(e.currentTarget.value)}
          onBlur={() => touch('year')}
          data={[{ value: '', label: '請選擇', disabled: true }, ...ACHIEVEMENT_YEARS.map((y) => ({ value: String(y), label: MERIT_TEXT.yearOption(y) }))]}
          error={touched.year && year === '' ? YEAR_MESSAGE : undefined}
        />
        <NativeSelect
          label={MERIT_TEXT.month}
          required
          value={month}
          onChange={(e) => setMonth(e.currentTarget.value)}
          onBlur={() => touch('month')}
          data={[{ value: '', label: '請選擇', disabled: true }, ...ACHIEVEMENT_MONTHS.map((m) => ({ value: String(m), label: MERIT_TEXT.monthOption(m) }))]}
          error={touched.month && month === '' ? MONTH_MESSAGE : undefined}
        />
      </div>
      <Textarea
        label={MERIT_TEXT.description}
        required
        rows={4}
        resize="vertical"
        value={description}
        onChange={(e) => setDescription(e.currentTarget.value)}
        onBlur={() => touch('description')}
        aria-describedby={`${id}-counter`}
        error={(touched.description || over) && problem ? problem : undefined}
      />
      <div className={css.formFoot}>
        <span id={`${id}-counter`} className={css.counter} data-over={over} aria-live="polite">
          {MERIT_TEXT.counter(length, DESCRIPTION_RULE.maxLength)}
        </span>
        <Button type="submit" disabled={!valid || saving} loading={saving}>
          {saving ? MERIT_TEXT.adding : MERIT_TEXT.add}
        </Button>
      </div>
    </form>
  );
}

function AchievementTable({ entries, loading, locked, caption, onDeleted }: AchievementSectionProps & { caption: string }) {
  const [deleting, setDeleting] = useState<string | null>(null);
  const remove = async (uid: string) => {
    setDeleting(uid);
    const outcome = await uploadApi.deleteAchievement(uid);
    setDeleting(null);
    if (!outcome.ok) return errorToast(outcome.message);
    onDeleted(uid);
  };
  const columns = locked ? 3 : 4;
  return (
    <table className={css.table}>
      <caption className={css.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{MERIT_TEXT.year}</th>
          <th scope="col">{MERIT_TEXT.month}</th>
          <th scope="col">{MERIT_TEXT.description}</th>
          {!locked && <th scope="col">{MERIT_TEXT.actions}</th>}
        </tr>
      </thead>
      <tbody>
        {loading ? (
          <tr>
            <td colSpan={columns} className={css.empty} role="status">
              {MERIT_TEXT.loading}
            </td>
          </tr>
        ) : entries.length === 0 ? (
          <tr>
            <td colSpan={columns} className={css.empty}>
              {MERIT_TEXT.empty}
            </td>
          </tr>
        ) : (
          entries.map((entry) => (
            <tr key={entry.uid}>
              <td className={css.nowrap}>{MERIT_TEXT.yearOption(entry.year)}</td>
              <td className={css.nowrap}>{MERIT_TEXT.monthOption(entry.month)}</td>
              <td className={css.description}>
                {entry.description}
              </td>
              {!locked && (
                <td>
                  <Button
                    size="compact-sm"
                    color="red"
                    variant="light"
                    loading={deleting === entry.uid}
                    disabled={deleting !== null}
                    onClick={() => void remove(entry.uid)}
                    aria-label={MERIT_TEXT.deleteLabel(entry.year, entry.month)}
                  >
                    {MERIT_TEXT.delete}
                  </Button>
                </td>
              )}
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}
