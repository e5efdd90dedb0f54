// One news item in the list: start date (year, month.day), category, title; opens the detail.
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import classes from './news.module.css';
import article from '../../../ui/content/news-article.module.css';
import { newsDate, type NewsItem } from './use-news';

export function NewsCard({ item }: { item: NewsItem }) {
  const date = newsDate(item.startsAt);
  return (
    <Link to={`/pages/news/${item.uid}`} className={classes.card}>
      <time className={classes.date} dateTime={date.iso}>
        <span className={classes.year}>{date.year}</span>
        <span className={classes.monthDay}>{date.monthDay}</span>
      </time>
      {/* A div, not a span: the title is a heading, which a span may not hold. */}
      <div className={classes.cardBody}>
        <span className={article.category}>{item.newsCategoryResp.name}</span>
        <h2 className={classes.cardTitle}>{item.title}</h2>
      </div>
      <IconChevronRight className={classes.arrow} size={22} aria-hidden="true" />
    </Link>
  );
}
