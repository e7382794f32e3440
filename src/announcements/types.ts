/** One of the user's announcements as listByUser and getMyAnnouncementSend answer it (docs/announcements.md). */
export interface Notice {
  id: string;
  anntId?: string;
  titile: string;
  msgContent: string;
  sender: string | null;
  sendTime: string | null;
  priority?: string;
  msgCategory?: string;
  readFlag?: string;
}

/** `result` of GET /sys/annountCement/listByUser: the caller's unread, newest first, by category. */
export interface UnreadNotices {
  anntMsgList: Notice[];
  anntMsgTotal: number;
  sysMsgList: Notice[];
  sysMsgTotal: number;
}

export const LIST_BY_USER = '/sys/annountCement/listByUser';
export const MARK_READ = '/sys/sysAnnouncementSend/editByAnntIdAndUserId';
/** The user's own list (SPEC.md §2). */
export const MY_ANNOUNCEMENTS_PATH = '/isps/userAnnouncement';
