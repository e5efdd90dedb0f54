// Programme brochure (SPEC.md section 2, info): the brochure gallery and the downloads of the
// brochure and regulation PDFs. Images, PDFs and the list below come from `npm run brochure`.
import { usePageTitle } from '../../layout/use-page-title';
import page from '../common/page.module.css';
import { ArtIcon } from './art-icon';
import brochure from './brochure-slides.json';
import { Gallery } from './gallery';
import classes from './info.module.css';

export const INFO_TEXT = {
  lead: '第三屆觀光金質獎活動簡章：參加資格、報名時間、獎勵、應備資料與推薦有禮，一次看完；也可以下載 PDF 保存或列印。',
  gallery: '活動簡章圖輯',
  downloads: '檔案下載',
  pdf: 'PDF',
} as const;

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

export function Component() {
  const title = usePageTitle();
  return (
    <div className={page.container}>
      <h1 className={page.title}>{title}</h1>
      <p className={classes.lead}>{INFO_TEXT.lead}</p>
      <Gallery slides={brochure.slides} label={INFO_TEXT.gallery} />
      <section aria-labelledby="info-downloads" className={classes.downloads}>
        <h2 id="info-downloads">{INFO_TEXT.downloads}</h2>
        <ul>
          {brochure.downloads.map((d) => (
            <li key={d.href}>
              <a href={d.href} download className={classes.download}>
                <ArtIcon name="download" size={26} />
                <span>
                  <span className={classes.downloadLabel}>{d.label}</span>
                  <span className={classes.downloadMeta}>
                    {INFO_TEXT.pdf}，{kb(d.bytes)}
                  </span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
