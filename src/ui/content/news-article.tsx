// A news item as the public page shows it (category, date, title, sanitised body), shared by the public
// detail page and the back office's "preview as the public page", so the preview cannot drift from it.
import type { ReactNode } from 'react';
import type { NewsFileAddresses } from '../../shared/news-html-allowlist';
import { SafeHtml } from './safe-html';
import classes from './news-article.module.css';

export interface NewsArticleProps {
  categoryName: string;
  /** ISO date-time; the date part is shown (SPEC.md section 2). */
  startsAt: string;
  title: string;
  content: string;
  /** Below the body (the public page's back-to-list button). */
  children?: ReactNode;
  /** `staff`: the back office's preview, whose body addresses the item's files through the staff path. */
  files?: NewsFileAddresses;
}

export function NewsArticle({ categoryName, startsAt, title, content, children, files }: NewsArticleProps) {
  const date = startsAt.split('T')[0]!;
  return (
    <article className={classes.article}>
      <p className={classes.meta}>
        <span className={classes.category}>{categoryName}</span>
        <time dateTime={date}>{date}</time>
      </p>
      <h1 className={classes.articleTitle}>{title}</h1>
      <SafeHtml html={content} className={classes.body} files={files} />
      {children}
    </article>
  );
}
