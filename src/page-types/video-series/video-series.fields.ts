import { z } from 'zod'
import { assetSchema, entrySummarySchema, richTextSchema } from '../../content-model/content-model.ts'
import { videoSource } from '../../shared/video/video-source.ts'
import { definePageFields, type FieldsOf } from '../../content-model/page-fields.ts'

const text = z.string().trim().min(1)
const optionalText = text.nullable().catch(null)

/** A linked videoEpisode entry, from its summary's own fields; null when it cannot be played. */
function episodeOf(summary: z.output<typeof entrySummarySchema>) {
  const fields = summary.fields ?? {}
  const title = text.safeParse(fields.title ?? summary.title)
  const videoUrl = typeof fields.videoUrl === 'string' ? fields.videoUrl.trim() : null
  if (!title.success || !videoSource(videoUrl) || !videoUrl) return null
  const thumbnail = assetSchema.safeParse(fields.thumbnail)
  return {
    id: summary.id,
    title: title.data,
    description: optionalText.parse(fields.description ?? null),
    videoUrl,
    thumbnail: thumbnail.success && thumbnail.data.contentType.startsWith('image/') ? thumbnail.data : null,
    duration: optionalText.parse(fields.duration ?? null),
  }
}

export type VideoEpisode = NonNullable<ReturnType<typeof episodeOf>>

/**
 * The videoSeries page's own fields (a customFormPage with settings.type "videoSeries"). An
 * episode without a title or a video the site can play (see video-source) is left out.
 */
export const videoSeriesFields = definePageFields(
  {
    episodes: z
      .array(entrySummarySchema)
      .transform((summaries) => summaries.flatMap((summary) => episodeOf(summary) ?? []))
      .refine((episodes) => episodes.length > 0, 'expected at least one episode with a title and a video the site can play'),
    body: richTextSchema,
  },
  { required: ['episodes'] },
)
export type VideoSeriesFields = FieldsOf<typeof videoSeriesFields>
