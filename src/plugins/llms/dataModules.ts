/**
 * The data modules pages import for components, keyed by the specifier the
 * pages write, so the Markdown copy can list what `<MediaList entries={…} />`
 * shows. A page importing a data module missing here fails the llms build
 * with the name of the import.
 */
import * as applications from '../../data/media/applications'
import * as blogs from '../../data/media/blogs'
import * as courses from '../../data/media/courses'
import * as podcasts from '../../data/media/podcasts'
import * as projects from '../../data/media/projects'
import * as screencasts from '../../data/media/screencasts'
import * as talks from '../../data/media/talks'
import * as tutorials from '../../data/media/tutorials'
import * as webinars from '../../data/media/webinars'
import * as workshops from '../../data/media/workshops'

/** Data modules by import specifier. */
export const dataModules: Readonly<
  Record<string, Readonly<Record<string, unknown>>>
> = Object.fromEntries(
  Object.entries({
    applications,
    blogs,
    courses,
    podcasts,
    projects,
    screencasts,
    talks,
    tutorials,
    webinars,
    workshops,
  }).map(([name, module]) => [`@site/src/data/media/${name}`, module])
)
