import { Link } from 'react-router-dom';
import { ContentPage } from './content-page';
import { PageHero } from './page-hero';
import { pageTitle } from './page-title';

/** Shown for an unknown slug until the shell's not-found page can be imported here. */
export function NotFoundFallback() {
  return (
    <ContentPage meta={{ title: pageTitle('Page Not Found'), description: 'The page you are looking for could not be found.', path: '/404' }}>
      <PageHero title="Page Not Found" lead="Sorry, we could not find that page.">
        <p>
          <Link to="/">Return to the home page</Link>
        </p>
      </PageHero>
    </ContentPage>
  );
}
