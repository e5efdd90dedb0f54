// The 14 questions and answers of the FAQ (SPEC.md section 1), written from the programme facts.
// Answers are React nodes so that links to our own pages navigate inside the app.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  COMMITMENTS,
  contactLines,
  ELIGIBILITY,
  ENTRY,
  JUDGING,
  MATERIALS,
  RECOMMENDATION_LETTER,
  PRIZE,
  REENTRY,
  registrationPeriod,
  REWARD,
  uploadDeadline,
  type ProgrammeSettings,
} from './programme-facts';

export interface FaqItem {
  question: string;
  /** The answer; settings are null until they have loaded. */
  answer: (settings: ProgrammeSettings | null) => ReactNode;
}

const PENDING = '（載入中）';

export const FAQ_ITEMS: FaqItem[] = [
  {
    question: '報名需要費用嗎？要在哪裡報名？',
    answer: () => (
      <p>
        {ENTRY.free}請至<Link to="/pages/register">立即報名</Link>選擇團體組或個人組填寫報名表；操作步驟可參考
        <Link to="/pages/register/guide">報名指引</Link>與<Link to="/pages/register/signupGuide">報名教學影片</Link>。
      </p>
    ),
  },
  {
    question: '哪些團體可以報名？',
    answer: () => (
      <p>
        {ELIGIBILITY.groups.join('、')}皆可報名團體組。{ELIGIBILITY.groupsNote}
      </p>
    ),
  },
  {
    question: '哪些個人可以報名？',
    answer: () => (
      <p>
        {ELIGIBILITY.individuals.join('、')}皆可報名個人組，{ELIGIBILITY.individualsNote}
      </p>
    ),
  },
  {
    question: '報名與資料上傳的期限是什麼時候？',
    answer: (s) => (
      <p>
        報名期間為 {s ? registrationPeriod(s) : PENDING}；已報名者請於 {s ? uploadDeadline(s) : PENDING}，逾期恕不受理。
      </p>
    ),
  },
  {
    question: '一定要有推薦書嗎？',
    answer: () => (
      <p>
        {ENTRY.byRecommendation}自我推薦者請上傳{RECOMMENDATION_LETTER}；由他人推薦者可於上傳步驟填寫推薦編號。
      </p>
    ),
  },
  {
    question: '需要準備哪些資料？',
    answer: () => (
      <>
        <p>必備資料：</p>
        <ul>
          {MATERIALS.items.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
        <p>另可上傳{MATERIALS.optional.join('、')}。完整清單請見<Link to="/pages/activity/kit">懶人包</Link>。</p>
      </>
    ),
  },
  {
    question: '送出報名表之後要做什麼？',
    answer: () => (
      <p>
        送出後畫面會顯示報名編號與上傳登入碼，確認信也會寄到聯絡人電子信箱。請以這兩組資料登入
        <Link to="/pages/register/upload">上傳資料</Link>，依步驟完成各項資料上傳並送出。
      </p>
    ),
  },
  {
    question: '忘記上傳登入碼怎麼辦？',
    answer: () => (
      <p>
        請至<Link to="/pages/register/upload">上傳資料／登入</Link>頁面點選「忘記登入碼？重新寄送」，填寫聯絡人姓名、電話與電子信箱後，系統會寄出新的上傳登入碼。
      </p>
    ),
  },
  {
    question: '資料送出後還可以修改嗎？',
    answer: (s) => (
      <p>
        上傳期限（{s ? uploadDeadline(s) : PENDING}）內，尚未按下「送出資料」前，都可以修改報名資料與已上傳的檔案；送出後資料即鎖定，僅能檢視，無法再修改。
      </p>
    ),
  },
  {
    question: '得獎者可以獲得什麼？名額與評選方式為何？',
    answer: () => (
      <>
        <p>
          每位得獎者可獲頒{PRIZE.short}。{JUDGING.winners}
        </p>
        <ul>
          {JUDGING.stages.map((x) => (
            <li key={x}>{x}</li>
          ))}
        </ul>
        <p>
          歷屆得獎者可參考<Link to="/pages/awards/second">第二屆得獎名單</Link>。
        </p>
      </>
    ),
  },
  {
    question: '曾經得獎，還可以再報名嗎？',
    answer: () => <p>{REENTRY.text}</p>,
  },
  {
    question: '報名時需要做哪些承諾？',
    answer: () => (
      <>
        <p>{COMMITMENTS.penaltyNote}送出報名表前須同意下列事項：</p>
        <ol>
          {COMMITMENTS.pledges.map((x) => (
            <li key={x}>{x}</li>
          ))}
        </ol>
      </>
    ),
  },
  {
    question: '推薦別人參加有獎勵嗎？',
    answer: () => (
      <p>
        有！{REWARD.chance}獎項為{REWARD.prizes.join('；')}。{REWARD.earlyBird}詳情請見<Link to="/pages/recommend">推薦專區</Link>。
      </p>
    ),
  },
  {
    question: '還有其他問題，可以找誰？',
    answer: (s) => (
      <>
        <p>歡迎於服務時間來電，或寄信至活動信箱：</p>
        <ul>
          {s ? (
            contactLines(s).map((c) => (
              <li key={c.label}>
                {c.label}：{c.href ? <a href={c.href}>{c.value}</a> : c.value}
              </li>
            ))
          ) : (
            <li>{PENDING}</li>
          )}
        </ul>
      </>
    ),
  },
];
