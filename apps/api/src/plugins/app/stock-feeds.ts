import fp from 'fastify-plugin';
import { dueFeeds, markFeedRun } from '../../db/queries/stock-import/reports.ts';
import { dealerById } from '../../db/queries/stock-import/catalogue.ts';
import { openFeed } from '../../stock-import/open-feed.ts';
import { createPhotoQueue, type PhotoQueue } from '../../stock-import/photos.ts';
import { importFeed } from '../../stock-import/run-import.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Copies imported cars' feed photos into the file store, one import at a time (0073). */
    feedPhotos: PhotoQueue;
  }
}

const CHECK_EVERY_MS = 60_000;

// Dealers' feed addresses fetched on their schedule (staff set them in /reports/import): one feed
// at a time, each marked as run before it is fetched, so a feed that hangs is not fetched twice.
export default fp(
  async function stockFeeds(fastify) {
    const photos = createPhotoQueue(
      fastify.db,
      fastify.services.files,
      fastify.services.feedPhotos,
      (error, importId) => fastify.log.error({ err: error, importId }, 'feed photos failed'),
      (summary, importId) => fastify.log.info({ importId, ...summary }, 'feed photos copied'),
    );
    fastify.decorate('feedPhotos', photos);
    let running = false;
    const runDue = async () => {
      if (running) return;
      running = true;
      try {
        const now = fastify.services.clock();
        for (const feed of await dueFeeds(fastify.db, now)) {
          await markFeedRun(fastify.db, feed.dealerId, now);
          const [dealer] = await dealerById(fastify.db, feed.dealerId);
          if (!dealer) continue;
          const report = await importFeed(fastify.db, {
            dealer,
            source: openFeed(feed.url),
            sourceName: feed.url,
            now: fastify.services.clock,
            photos,
          });
          fastify.log.info(
            { importId: report.id, dealerId: dealer.id, status: report.status },
            'scheduled stock feed imported',
          );
        }
      } catch (error) {
        fastify.log.error({ err: error }, 'scheduled stock feeds failed');
      } finally {
        running = false;
      }
    };
    const timer = setInterval(() => void runDue(), CHECK_EVERY_MS);
    timer.unref();
    fastify.addHook('onClose', async () => {
      clearInterval(timer);
      await photos.close();
    });
  },
  { name: 'stock-feeds', dependencies: ['db', 'services'] },
);
