import type { FastifyInstance } from 'fastify';
import { catalogueRoute } from '../../plugins/catalogue';
import { draftAnswer } from '../../plugins/draft-preview';
import { AppError } from '../../plugins/envelope';
import { findModule } from './topic-pages.repository';
import {
  listColumnCategories,
  listColumnItems,
  listHonourBanners,
  listHonours,
  listStudyGroups,
  loadAcademicAssociation,
  loadHonour,
  loadStudyGroup,
  membersOf,
} from './topic-pages.service';
import { topicExists } from './topics.repository';
import { listTopicNews, listTopics, loadTopicDetail } from './topics.service';
import { pagingOf } from '../../shared/paging';

const TOPIC_MESSAGES = {
  topic: '专题不存在',
  module: '专题栏目不存在',
  studyGroup: '学组不存在',
  honour: '荣誉不存在',
  association: '学术协会页面不存在',
} as const;

const notFound = (message: string) => new AppError(404, message);

/** Topics: topic home, list and news, study groups, honours, topic columns, association. */
export function topicRoutes(app: FastifyInstance): void {
  const requireTopic = async (id: number) => {
    if (!(await topicExists(app.db, id))) throw notFound(TOPIC_MESSAGES.topic);
  };

  /** A module by id; when the route also names a topic, the module must belong to it. */
  const requireModule = async (moduleId: number, topicId?: number) => {
    const module = await findModule(app.db, moduleId);
    if (!module || (topicId !== undefined && module.topicId !== topicId)) throw notFound(TOPIC_MESSAGES.module);
    return module;
  };

  catalogueRoute(app, 'listTopics', async (args) => listTopics(app.db, pagingOf(args)));

  catalogueRoute(app, 'getTopicDetail', async (args, request, reply) => {
    const draft = await draftAnswer(app, request, reply, { kinds: ['topic'], id: args.id }, (db) => loadTopicDetail(db, args.id));
    if (draft) return draft;
    const detail = await loadTopicDetail(app.db, args.id);
    if (!detail) throw notFound(TOPIC_MESSAGES.topic);
    return detail;
  });

  catalogueRoute(app, 'listTopicNews', async (args) => {
    await requireTopic(args.id);
    return listTopicNews(app.db, args.id, pagingOf(args));
  });

  catalogueRoute(app, 'listTopicStudyGroups', async (args) => {
    await requireModule(args.meeting_subject_id, args.topic_id);
    return { list: await listStudyGroups(app.db, args.meeting_subject_id) };
  });

  catalogueRoute(app, 'getTopicStudyGroup', async (args) => {
    const group = await loadStudyGroup(app.db, args.id);
    if (!group) throw notFound(TOPIC_MESSAGES.studyGroup);
    return group;
  });

  catalogueRoute(app, 'listTopicStudyGroupMembers', async (args) => {
    const group = await loadStudyGroup(app.db, args.id);
    if (!group) throw notFound(TOPIC_MESSAGES.studyGroup);
    return membersOf(group);
  });

  catalogueRoute(app, 'listTopicHonours', async (args) => {
    await requireTopic(args.topic_id);
    return listHonours(app.db, args.topic_id, pagingOf(args));
  });

  catalogueRoute(app, 'listTopicHonourBanners', async (args) => {
    await requireTopic(args.topic_id);
    return { list: await listHonourBanners(app.db, args.topic_id) };
  });

  catalogueRoute(app, 'getTopicHonour', async (args) => {
    const honour = await loadHonour(app.db, args.id);
    if (!honour || (args.topic_id !== undefined && honour.topic_id !== args.topic_id)) throw notFound(TOPIC_MESSAGES.honour);
    return honour;
  });

  catalogueRoute(app, 'listTopicColumnCategories', async (args) => {
    await requireModule(args.topic_subject_id, args.topic_id);
    return { list: await listColumnCategories(app.db, args.topic_subject_id) };
  });

  catalogueRoute(app, 'listTopicColumnItems', async (args) => {
    await requireModule(args.topic_subject_id, args.topic_id);
    return listColumnItems(app.db, args.topic_subject_id, args.category_id, pagingOf(args));
  });

  catalogueRoute(app, 'getAcademicAssociation', async () => {
    const page = await loadAcademicAssociation(app.db);
    if (!page) throw notFound(TOPIC_MESSAGES.association);
    return page;
  });
}
