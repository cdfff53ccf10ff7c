import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, type Repository } from 'typeorm';
import { SAVED_REPLY_ERROR, type SavedReplyRequest } from '@club/contracts';
import { SavedReplyEntity } from './saved-reply.entity.js';

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  return (
    error instanceof QueryFailedError &&
    (error.driverError as { code?: string }).code === UNIQUE_VIOLATION
  );
}

/** The desk's shared saved replies: any admin reads, adds, edits and deletes them. */
@Injectable()
export class SavedRepliesService {
  constructor(
    @InjectRepository(SavedReplyEntity) private readonly replies: Repository<SavedReplyEntity>,
  ) {}

  /** By shortcut, as the picker lists them. */
  all(): Promise<SavedReplyEntity[]> {
    return this.replies.createQueryBuilder('r').orderBy('lower(r.shortcut)', 'ASC').getMany();
  }

  async create(fields: SavedReplyRequest): Promise<SavedReplyEntity> {
    return this.saved(() => this.replies.save(this.replies.create(fields)));
  }

  async update(id: string, fields: Partial<SavedReplyRequest>): Promise<SavedReplyEntity> {
    const reply = await this.found(id);
    return this.saved(() => this.replies.save(this.replies.merge(reply, fields)));
  }

  async remove(id: string): Promise<void> {
    const { affected } = await this.replies.delete({ id });
    if (!affected) throw new NotFoundException(SAVED_REPLY_ERROR.notFound);
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
