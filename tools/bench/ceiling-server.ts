// The "ceiling" of `npm run bench`: a bare Fastify with one `pg` pool doing the physical minimum of each
// measured route with named (prepared) statements, on the bench's database (DATABASE_URL) and PORT, in one
// process like the app under test. A route's throughput divided by its ceiling's, in the same round, is
// how near the route is to what the stack can do at all: no session, no rules, no envelope beyond JSON.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

/** Article detail: one narrow primary-key select of what the detail shows. */
const ARTICLE = {
  name: 'ceiling_article',
  text: `select id, type, content_type, title, "desc", cover_img, author, content, published_at, view_count, like_count, top, parent_id
    from articles where id = $1`,
};
/** Comment post: claim the poster's row (the interval's time) and insert the comment, one statement. */
const COMMENT = {
  name: 'ceiling_comment',
  text: `with claim as (update users set last_comment_at = now() where id = $1 returning id)
    insert into comments (comment_type, content_id, user_id, content) select 2, $2, claim.id, $3 from claim returning id`,
};

app.get<{ Params: { id: string } }>('/article/:id', async (request) => {
  const { rows } = await pool.query({ ...ARTICLE, values: [Number(request.params.id)] });
  return { code: 0, data: rows[0] ?? null };
});
app.post<{ Body: { user: number; content_id: number; content: string } }>('/comments', async (request) => {
  const { rows } = await pool.query({ ...COMMENT, values: [request.body.user, request.body.content_id, request.body.content] });
  return { code: 0, data: { id: rows[0]?.id } };
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ceiling ready');
process.once('SIGTERM', () => void app.close().then(() => pool.end().then(() => process.exit(0))));
