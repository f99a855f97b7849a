/** Row shapes of the admin list endpoints (docs/decisions/0004-data.md admin entities). */

import type { ContentStatus } from '../../../api/contracts/admin-content';
import type { PaymentStatus } from '../../../api/contracts/commerce';

export type Localized = { id?: string; en?: string };

export type StudentRow = {
  id: number;
  email: string;
  created_at: string;
  deleted_at: string | null;
  mentor_id: number | null;
  detail: {
    id: number;
    full_name: string;
    occupation: string | null;
    gender: 'male' | 'female' | null;
    phone: string | null;
    birthday: string | null;
    province_id: string | null;
    city_id: string | null;
  };
};

export type MentorRow = {
  id: number;
  email: string;
  created_at: string;
  deleted_at: string | null;
  total_students: number;
  detail: {
    id: number;
    full_name: string;
    gender: 'male' | 'female' | null;
    phone: string | null;
    birthday: string | null;
    province_id: string | null;
    city_id: string | null;
  };
};

export type ContentRow = {
  id: number;
  title: Localized;
  description: Localized;
  order: number;
  deleted_at: string | null;
  created_at: string;
  courseId?: number;
  chapterId?: number;
  topicId?: number;
  isTrial?: boolean;
  /** Chapters, topics and materials: drafts are seen by admins only. */
  status?: ContentStatus;
  /** A chapter's number as students see it: trial and paid chapters each counted from 1. */
  number?: number;
  relation?: string;
  chapterCount?: number;
  topicCount?: number;
  materialCount?: number;
};

export type PackageRow = {
  id: number;
  name: string;
  price: number;
  course: { id: number; title: Localized };
  duration_in_month: number;
  deleted_at: string | null;
};

export type PaymentRow = {
  id: number;
  status: PaymentStatus;
  invoiceId: string;
  paymentLink: string | null;
  paymentChannel: string | null;
  studentName: string;
  amount: number;
  created_at: string;
  deleted_at: string | null;
};

export type SubscriptionRow = {
  id: number;
  studentName: string;
  courseTitle: Localized;
  start: string;
  end: string;
  name: string;
  price: number;
  deleted_at: string | null;
};
