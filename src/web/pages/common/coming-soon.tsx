// Body of a page whose issue has not landed yet: the real layout around a plain notice.
import { usePageTitle } from '../../layout/use-page-title';
import page from './page.module.css';

export function ComingSoon() {
  const title = usePageTitle();
  return (
    <div className={page.container}>
      <h1 className={page.title}>{title}</h1>
      <p className={page.state}>本頁內容即將推出，敬請期待。</p>
    </div>
  );
}
