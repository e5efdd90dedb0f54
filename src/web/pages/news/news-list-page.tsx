// News list (SPEC.md section 2): newest first; each card opens the item.
import page from '../common/page.module.css';
import { usePageTitle } from '../../layout/use-page-title';
import { NewsCard } from './news-card';
import classes from './news.module.css';
import { useNewsList } from './use-news';

export const NEWS_LIST_TEXT = { list: '消息列表', empty: '目前沒有最新消息。', loading: '最新消息載入中' } as const;

export function Component() {
  const title = usePageTitle();
  const news = useNewsList();
  return (
    <div className={page.container}>
      <h1 className={page.title}>{title}</h1>
      {news.status === 'loading' && (
        <div className={classes.list} role="status" aria-label={NEWS_LIST_TEXT.loading}>
          {[0, 1, 2].map((i) => (
            <div key={i} className={classes.skeleton} />
          ))}
        </div>
      )}
      {news.status !== 'loading' && (news.status === 'failed' || news.value.length === 0) && (
        <p className={page.state}>{NEWS_LIST_TEXT.empty}</p>
      )}
      {news.status === 'ready' && news.value.length > 0 && (
        <ul className={classes.list} aria-label={NEWS_LIST_TEXT.list}>
          {news.value.map((item) => (
            <li key={item.uid}>
              <NewsCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
