import { EMAIL, PHONE_DISPLAY, PHONE_TEL, SITE_NAME } from '../../content/site';
import { AwardBadges } from '../../components/content/award-badges';
import { ContentPage } from '../../components/content/content-page';
import { ContentSection } from '../../components/content/content-section';
import { PageHero } from '../../components/content/page-hero';
import { t } from '../../i18n/catalog';
import { richMessage } from '../../i18n/rich-message';
import { pageTitle } from '../../lib/page-title';
import { StatsBar } from '../../components/content/stats-bar';

/** /press: recognition, facts about the practice and how journalists can reach us. */
export default function PressPage() {
  return (
    <ContentPage
      meta={{ title: pageTitle(t('page.press.title')), description: t('page.press.description', { site: SITE_NAME }), path: '/press' }}
    >
      <PageHero eyebrow={t('page.press.eyebrow')} title={t('page.press.heading')} lead={t('page.press.lead', { site: SITE_NAME })} />
      <ContentSection title={t('page.press.awards')} intro={t('page.press.awardsIntro')}>
        <AwardBadges />
      </ContentSection>
      <ContentSection title={t('page.press.facts')} tone="white">
        <StatsBar />
        <p>{t('page.press.factsText')}</p>
      </ContentSection>
      <ContentSection title={t('page.press.media')}>
        <p>
          {richMessage('page.press.mediaText', {
            phone: <a href={PHONE_TEL}>{PHONE_DISPLAY}</a>,
            email: <a href={`mailto:${EMAIL}`}>{EMAIL}</a>,
          })}
        </p>
      </ContentSection>
    </ContentPage>
  );
}
