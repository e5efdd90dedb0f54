// The frame every letter shares: a heading, the letter's own body, and the programme's contact data
// (phone, extensions, hours, mailbox from config.programme) as the footer, in HTML and plain text.
// Letters build their body with escapeHtml for every value that came from a person or a setting.
import { phoneWithExtensions } from '../../../shared/contact-phone';
import type { Config } from '../config/config';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

export interface LetterParts {
  /** The heading inside the letter (plain text; escaped here). */
  title: string;
  /** The letter's body as HTML: every interpolated value already escaped by the caller. */
  bodyHtml: string;
  /** The same body as plain text. */
  bodyText: string;
}

export interface FramedLetter {
  html: string;
  text: string;
}

/** A label/value table (registration number, codes...): values escaped; `strong` rows set in large type. */
export function letterTable(rows: { label: string; value: string; strong?: boolean }[]): { html: string; text: string } {
  const th = 'text-align:left;padding:8px;background:#faf6ea;border:1px solid #e6dcc0;white-space:nowrap;vertical-align:top';
  const td = 'padding:8px;border:1px solid #e6dcc0';
  const big = ';font-size:18px;font-weight:bold;letter-spacing:2px;font-family:Consolas,Menlo,monospace';
  const html = `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;width:100%">
${rows.map((r) => `<tr><th style="${th}">${escapeHtml(r.label)}</th><td style="${td}${r.strong ? big : ''}">${escapeHtml(r.value)}</td></tr>`).join('\n')}
</table>`;
  return { html, text: rows.map((r) => `${r.label}：${r.value}`).join('\n') };
}

/** A call-to-action link drawn as a button, with the address spelled out below for plain clients. */
export function letterButton(href: string, label: string): string {
  return `<p style="margin:0 0 16px"><a href="${escapeHtml(href)}" style="display:inline-block;background:#8b6508;color:#fff;text-decoration:none;padding:10px 20px;border-radius:4px">${escapeHtml(label)}</a></p>
<p style="margin:0;font-size:13px;color:#555">若按鈕無法使用，請複製此網址至瀏覽器：<br>${escapeHtml(href)}</p>`;
}

/** "(02) 2345-6789 分機 501、502" */
export function contactPhoneLine(config: Config): string {
  return phoneWithExtensions(config.programme.contactPhone, config.programme.contactExtensions);
}

export function letterFrame(config: Config, { title, bodyHtml, bodyText }: LetterParts): FramedLetter {
  const p = config.programme;
  const phone = contactPhoneLine(config);
  const html = `<!doctype html>
<html lang="zh-Hant-TW">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f4f1ea;font-family:'Noto Sans TC','Microsoft JhengHei','PingFang TC',sans-serif;color:#222;line-height:1.7">
<div style="max-width:640px;margin:0 auto;padding:24px 16px">
<div style="background:#fff;border-radius:8px;padding:24px;border-top:6px solid #8b6508">
<p style="margin:0 0 4px;color:#8a6d1d;font-size:14px">${escapeHtml(p.siteTitle)}</p>
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(title)}</h1>
${bodyHtml}
</div>
<div style="padding:16px 8px;font-size:13px;color:#555">
<p style="margin:0 0 4px"><strong>聯絡我們</strong></p>
<p style="margin:0">服務專線：${escapeHtml(phone)}</p>
<p style="margin:0">服務時間：${escapeHtml(p.contactHours)}</p>
<p style="margin:0">電子信箱：<a href="mailto:${escapeHtml(p.mailbox)}">${escapeHtml(p.mailbox)}</a></p>
<p style="margin:8px 0 0">主辦單位：${escapeHtml(p.hostAuthority)}\u3000執行單位：${escapeHtml(p.institute)}</p>
<p style="margin:8px 0 0;color:#666">本信由系統自動發送，請勿直接回覆。</p>
</div>
</div>
</body>
</html>
`;
  const text = [
    `${p.siteTitle}｜${title}`,
    '',
    bodyText.trim(),
    '',
    '――――――――――',
    '聯絡我們',
    `服務專線：${phone}`,
    `服務時間：${p.contactHours}`,
    `電子信箱：${p.mailbox}`,
    `主辦單位：${p.hostAuthority}\u3000執行單位：${p.institute}`,
    '本信由系統自動發送，請勿直接回覆。',
    '',
  ].join('\n');
  return { html, text };
}
