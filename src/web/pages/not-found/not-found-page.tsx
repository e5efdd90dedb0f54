// Not found (inside the layout): says so plainly and offers the way back.
import { Link } from 'react-router-dom';
import page from '../common/page.module.css';
import { usePageTitle } from '../../layout/use-page-title';

export const NOT_FOUND_TEXT = {
  body: '您要找的頁面不存在，可能已移除或網址有誤。',
  home: '回首頁',
  news: '看最新消息',
  sitemap: '網站導覽',
} as const;

export function Component() {
  const title = usePageTitle();
  return (
    <div className={`${page.container} ${page.narrow}`}>
      <h1 className={page.title}>{title}</h1>
      <p className={page.state}>{NOT_FOUND_TEXT.body}</p>
      <p className={page.actions}>
        <Link to="/" className={page.button}>
          {NOT_FOUND_TEXT.home}
        </Link>
        <Link to="/pages/news" className={`${page.button} ${page.buttonOutline}`}>
          {NOT_FOUND_TEXT.news}
        </Link>
        <Link to="/pages/sitemap" className={`${page.button} ${page.buttonOutline}`}>
          {NOT_FOUND_TEXT.sitemap}
        </Link>
      </p>
    </div>
  );
}
