// FAQ (SPEC.md sections 1 and 2): 14 questions, each a disclosure that opens and closes its answer.
import { usePageTitle } from '../../layout/use-page-title';
import { useSettings } from '../../settings/settings-context';
import page from '../common/page.module.css';
import classes from './content.module.css';
import { Disclosure } from './disclosure';
import { FAQ_ITEMS } from './faq-items';

export const FAQ_TEXT = { lead: '整理報名前最常被問到的問題，點選問題即可展開或收合答案。' } as const;

export function Component() {
  const title = usePageTitle();
  const { settings } = useSettings();
  return (
    <div className={`${page.container} ${page.narrow}`}>
      <h1 className={page.title}>{title}</h1>
      <p className={classes.lead}>{FAQ_TEXT.lead}</p>
      <div className={classes.faqList}>
        {FAQ_ITEMS.map((item) => (
          <Disclosure key={item.question} summary={item.question}>
            {item.answer(settings)}
          </Disclosure>
        ))}
      </div>
    </div>
  );
}
