// The contact phone as the programme writes it: "(02) 2345-6789 分機 501、502" (settings CONTACT_PHONE,
// CONTACT_EXTENSIONS), the same in the footer, the FAQ, the success page and the letters.

/** " 分機 501、502", or '' without extensions. */
export function extensionsText(extensions: readonly string[]): string {
  return extensions.length > 0 ? ` 分機 ${extensions.join('、')}` : '';
}

/** "(02) 2345-6789 分機 501、502" */
export function phoneWithExtensions(phone: string, extensions: readonly string[]): string {
  return `${phone}${extensionsText(extensions)}`;
}
