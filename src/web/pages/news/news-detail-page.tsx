// News detail (SPEC.md section 2): category, date, title, sanitized HTML body and a back-to-list
// button. The article renders only once its title is loaded.
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';
import { useItemTitle } from '../../layout/use-item-title';
import page from '../common/page.module.css';
import classes from './news.module.css';
import { NewsArticle } from '../../../ui/content/news-article';
import { useNewsItem } from './use-news';

export const NEWS_DETAIL_TEXT = { back: '回列表', notFound: '查無此則消息，可能已下架或網址有誤。', loading: '消息載入中' } as const;

function BackToList() {
  return (
    <Link to="/pages/news" className={page.button}>
      <IconArrowLeft size={18} aria-hidden="true" />
      {NEWS_DETAIL_TEXT.back}
    </Link>
  );
}

export function Component() {
  const { id = '' } = useParams();
  const news = useNewsItem(id);
  useItemTitle(news.status === 'ready' ? news.value.title || undefined : undefined);

  if (news.status === 'loading' || (news.status === 'ready' && !news.value.title)) {
    return (
      <div className={`${page.container} ${page.narrow}`}>
        <div className={`${classes.skeleton} ${classes.skeletonArticle}`} role="status" aria-label={NEWS_DETAIL_TEXT.loading} />
      </div>
    );
  }
  if (news.status === 'failed') {
    return (
      <div className={`${page.container} ${page.narrow}`}>
        <p className={`${page.state} ${classes.spaced}`}>
          {NEWS_DETAIL_TEXT.notFound}
        </p>
        <div className={classes.actions}>
          <BackToList />
        </div>
      </div>
    );
  }

  const item = news.value;
  return (
    <div className={`${page.container} ${page.narrow}`}>
      <NewsArticle categoryName={item.newsCategoryResp.name} startsAt={item.startsAt} title={item.title} content={item.content}>
        <div className={classes.actions}>
          <BackToList />
        </div>
      </NewsArticle>
    </div>
  );
}
