import { createFileRoute } from '@tanstack/react-router'
import { ContentPage, contentPageDeps, contentPageHead, loadContentPage } from '../-content-page/content-page-route'

export const Route = createFileRoute('/es/$')({
  loaderDeps: contentPageDeps,
  loader: loadContentPage,
  head: contentPageHead,
  component: function Page() {
    return <ContentPage data={Route.useLoaderData()} />
  },
})
