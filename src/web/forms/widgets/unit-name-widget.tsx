// Unit name: for the categories whose `usesVendorPicker` is set (SPEC.md section 4) a searchable vendor
// list (keyword + search button, common/v1/list-vendor); picking one fills the name and the vendor
// uid. Other categories type the name freely. Edit mode never shows this (the name is fixed).
import { Button, Group, Radio, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import type { components } from '../../../shared/generated/api';
import { phoneWithExtensions } from '../../../shared/contact-phone';
import { messages } from '../../../shared/messages';
import { api } from '../../api/client';
import { useSettings } from '../../settings/settings-context';
import { useRegistrationContext, type RegistrationFormContext } from '../form-context';
import { asCategory } from '../lookups/use-registration-lookups';

type Vendor = components['schemas']['Vendor'];

interface Search {
  keyword: string;
  loading: boolean;
  results: Vendor[];
  error: string | null;
}

interface VendorPickerProps {
  id: string;
  category: string;
  label: string;
  required: boolean;
  value: string | undefined;
  errors: string[];
  disabled: boolean;
  context: RegistrationFormContext;
}

/** When no unit name matches: what to do next (a shorter keyword; an unlisted unit is added by the office). */
function NoVendorHelp({ keyword }: { keyword: string }) {
  const { settings } = useSettings();
  return (
    <Text size="sm" c="dimmed">
      {keyword ? messages.noVendorMatch : messages.pickerNoResults}。
      {settings && messages.vendorNotListed(phoneWithExtensions(settings.contactPhone, settings.contactExtensions), settings.mailbox)}
    </Text>
  );
}

function VendorPicker({ id, category, label, required, value, errors, disabled, context }: VendorPickerProps) {
  const { onVendor, formData } = context;
  const [keyword, setKeyword] = useState('');
  // The search asked for (the whole list of the category at first; the keyword narrows it).
  const [query, setQuery] = useState({ keyword: '', n: 0 });
  const [answer, setAnswer] = useState<Search & { n: number }>({ keyword: '', n: -1, loading: true, results: [], error: null });
  useEffect(() => {
    let live = true;
    api
      .GET('/api/common/v1/list-vendor', { params: { query: { organizationCategory: asCategory(category), ...(query.keyword ? { keyword: query.keyword } : {}) } } })
      .then(
        ({ data }) => live && setAnswer({ ...query, loading: false, results: data?.data ?? [], error: data ? null : messages.fetchFailed }),
        () => live && setAnswer({ ...query, loading: false, results: [], error: messages.fetchFailed }),
      );
    return () => {
      live = false;
    };
  }, [category, query]);
  const search: Search = answer.n === query.n ? answer : { keyword: query.keyword, loading: true, results: [], error: null };
  const run = (word: string) => setQuery((q) => ({ keyword: word, n: q.n + 1 }));

  const picked = typeof formData.vendorUid === 'string' ? formData.vendorUid : '';
  return (
    <Stack gap={6}>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          id={id}
          label={label}
          required={required}
          style={{ flex: 1 }}
          placeholder="輸入關鍵字搜尋單位名稱"
          value={keyword}
          onChange={(e) => setKeyword(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              run(keyword.trim());
            }
          }}
          disabled={disabled}
          error={errors.length ? errors.join('\n') : undefined}
          description={value ? `已選擇：${value}` : undefined}
        />
        <Button variant="light" onClick={() => run(keyword.trim())} disabled={disabled} mb={errors.length ? 22 : 0}>
          搜尋
        </Button>
      </Group>
      <div aria-live="polite">
        {search.loading ? (
          <Text size="sm" c="dimmed">{messages.pickerLoading}</Text>
        ) : search.error ? (
          <Text size="sm" c="red">{search.error}</Text>
        ) : search.results.length === 0 ? (
          <NoVendorHelp keyword={search.keyword} />
        ) : (
          <ScrollArea.Autosize mah={220} type="auto" offsetScrollbars>
            <Radio.Group
              aria-label={`${label}搜尋結果`}
              value={picked}
              onChange={(uid) => {
                const vendor = search.results.find((v) => v.uid === uid);
                onVendor(vendor ? { uid: vendor.uid, name: vendor.name } : null);
              }}
            >
              <Stack gap={6} py={4}>
                {search.results.map((v) => (
                  <Radio key={v.uid} value={v.uid} label={v.name} disabled={disabled} />
                ))}
              </Stack>
            </Radio.Group>
          </ScrollArea.Autosize>
        )}
      </div>
    </Stack>
  );
}

export function UnitNameWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, label, rawErrors, disabled, readonly, required, placeholder } = props;
  const context = useRegistrationContext();
  const category = typeof context.formData.organizationCategory === 'string' ? context.formData.organizationCategory : undefined;
  const usesPicker = context.lookups.categories.items.find((c) => c.slug === category)?.usesVendorPicker ?? false;
  const errors = rawErrors ?? [];
  if (category && usesPicker) {
    return <VendorPicker key={category} id={id} category={category} label={label} required={!!required} value={typeof value === 'string' ? value : undefined} errors={errors} disabled={!!(disabled || readonly)} context={context} />;
  }
  return (
    <TextInput
      id={id}
      label={label}
      required={required}
      placeholder={category ? (placeholder || '請輸入單位全名') : '請先選擇單位類別'}
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onChange(e.currentTarget.value === '' ? undefined : e.currentTarget.value)}
      onBlur={() => onBlur(id, value)}
      disabled={disabled || readonly}
      error={errors.length ? errors.join('\n') : undefined}
    />
  );
}
