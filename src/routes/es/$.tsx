import { createFileRoute } from '@tanstack/react-router'
import { ContentPage, contentPageHead, loadContentPage } from '../-content-page/content-page-route'

export const Route = createFileRoute('/es/$')({
  loader: loadContentPage,
  head: contentPageHead,
  component: function Page() {
    return <ContentPage data={Route.useLoaderData()} />
  },
})
