import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, type Repository } from 'typeorm';
import { SAVED_REPLY_ERROR, type SavedReplyRequest, type SavedReplyView } from '@club/contracts';
import { RealtimeBus } from '../realtime/bus/realtime-bus.js';
import { SavedReplyEntity } from './saved-reply.entity.js';

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  return (
    error instanceof QueryFailedError &&
    (error.driverError as { code?: string }).code === UNIQUE_VIOLATION
  );
}

function replyView({
  id,
  title,
  shortcut,
  content,
  createdAt,
  updatedAt,
}: SavedReplyEntity): SavedReplyView<Date> {
  return { id, title, shortcut, content, createdAt, updatedAt };
}

/**
 * The desk's shared saved replies: any admin reads, adds, edits and deletes them, and every
 * change reaches every admin socket on every instance (with no audience: never a customer's).
 */
@Injectable()
export class SavedRepliesService {
  constructor(
    @InjectRepository(SavedReplyEntity) private readonly replies: Repository<SavedReplyEntity>,
    private readonly bus: RealtimeBus,
  ) {}

  /** By shortcut, as the picker lists them. */
  all(): Promise<SavedReplyEntity[]> {
    return this.replies.createQueryBuilder('r').orderBy('lower(r.shortcut)', 'ASC').getMany();
  }

  async create(fields: SavedReplyRequest): Promise<SavedReplyView<Date>> {
    return this.announced(await this.saved(() => this.replies.save(this.replies.create(fields))));
  }

  async update(id: string, fields: Partial<SavedReplyRequest>): Promise<SavedReplyView<Date>> {
    const reply = await this.found(id);
    return this.announced(
      await this.saved(() => this.replies.save(this.replies.merge(reply, fields))),
    );
  }

  async remove(id: string): Promise<void> {
    const { affected } = await this.replies.delete({ id });
    if (!affected) throw new NotFoundException(SAVED_REPLY_ERROR.notFound);
    await this.bus.publish({ type: 'saved_reply_deleted', id });
  }

  private async announced(saved: SavedReplyEntity): Promise<SavedReplyView<Date>> {
    const reply = replyView(saved);
    await this.bus.publish({ type: 'saved_reply_changed', reply });
    return reply;
  }

  private async found(id: string): Promise<SavedReplyEntity> {
    const reply = await this.replies.findOneBy({ id });
    if (!reply) throw new NotFoundException(SAVED_REPLY_ERROR.notFound);
    return reply;
  }

  /** A shortcut another reply already uses (ignoring case) is a conflict, not a server error. */
  private async saved(save: () => Promise<SavedReplyEntity>): Promise<SavedReplyEntity> {
    try {
      return await save();
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException(SAVED_REPLY_ERROR.shortcutTaken);
      throw error;
    }
  }
}
