/**
 * The tables services query, for the engine this process serves. The data model is written twice, once per
 * engine (schema-sqlite.ts, schema-pg.ts, held equal by schema-pg.test.ts), because Drizzle's tables belong to
 * one dialect. Services import tables and row types from here only, and are written against the SQLite
 * tables' types; when `DATABASE_URL` names PostgreSQL the same names are the PostgreSQL tables, whose rows
 * have the same shapes (epoch-ms times read as `Date`, boolean flags, JSON), so one query-builder call serves
 * both engines.
 *
 * The engine is fixed when this module loads (the process's DATABASE_URL, parsed by engine.ts; a process
 * serves one database), and client.ts's openDb refuses a URL of the other engine.
 */
import { parseDatabaseUrl } from './engine';
import * as pg from './schema-pg';
import * as sqlite from './schema-sqlite';

export type * from './schema-sqlite';

/** Which engine's tables this module holds (see openDb). */
export const tablesEngine = parseDatabaseUrl(process.env.DATABASE_URL ?? 'data/kelaskoding.db').engine;

const tables = (tablesEngine === 'postgres' ? pg : sqlite) as unknown as typeof sqlite;

export const users = tables.users;
export const provinces = tables.provinces;
export const cities = tables.cities;
export const studentDetails = tables.studentDetails;
export const mentorDetails = tables.mentorDetails;
export const adminDetails = tables.adminDetails;
export const sessions = tables.sessions;
export const loginThrottles = tables.loginThrottles;
export const outlineVersion = tables.outlineVersion;
export const botCheckSecrets = tables.botCheckSecrets;
export const botCheckUsed = tables.botCheckUsed;
export const courses = tables.courses;
export const chapters = tables.chapters;
export const topics = tables.topics;
export const materials = tables.materials;
export const slides = tables.slides;
export const videos = tables.videos;
export const quizzes = tables.quizzes;
export const questions = tables.questions;
export const practices = tables.practices;
export const tasks = tables.tasks;
export const submissions = tables.submissions;
export const progresses = tables.progresses;
export const progressMaterials = tables.progressMaterials;
export const reviewComments = tables.reviewComments;
export const submissionEvents = tables.submissionEvents;
export const packages = tables.packages;
export const payments = tables.payments;
export const paymentNotifications = tables.paymentNotifications;
export const subscriptions = tables.subscriptions;
export const subscriptionReminders = tables.subscriptionReminders;
export const jobLeases = tables.jobLeases;
export const appSettings = tables.appSettings;
export const notifications = tables.notifications;
export const helpRequests = tables.helpRequests;
export const helpComments = tables.helpComments;
export const reviewCards = tables.reviewCards;
export const learningEvents = tables.learningEvents;
export const certificates = tables.certificates;
export const certificateSettings = tables.certificateSettings;
