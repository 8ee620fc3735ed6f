import { createFileRoute } from '@tanstack/react-router'
import { ContentPage, contentPageDeps, contentPageHead, loadContentPage } from '../-content-page/content-page-route'
import { answerContentPagePost } from '../-content-page/form-post.isomorphic'

export const Route = createFileRoute('/es/$')({
  loaderDeps: contentPageDeps,
  loader: loadContentPage,
  head: contentPageHead,
  // A form posted by the browser itself, before or without the page's script.
  server: { handlers: { POST: ({ request, next }) => answerContentPagePost(request, (formEcho) => next({ context: { formEcho } })) } },
  component: function Page() {
    return <ContentPage data={Route.useLoaderData()} />
  },
})
