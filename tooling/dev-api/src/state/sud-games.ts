// Sud games: the catalogue and the rooms players are seated in before the native app starts a game.
import { assetPath, slugOf } from "../assets";
import { DEV_CODES, fail } from "../envelope";

export const SUD_GAMES = [
  { game_id: "1461227817776713818", name: "Ludo", description: "Race your four tokens home before your friends do.", min_players: 2, max_players: 4 },
  { game_id: "1468180338417074177", name: "Draw & Guess", description: "Draw the word and let the room guess it.", min_players: 2, max_players: 8 },
  { game_id: "1472142559912517633", name: "Bumper Blaster", description: "Bump the others off the arena and stay on.", min_players: 2, max_players: 6 },
  { game_id: "1468090257126719572", name: "Gomoku", description: "Five in a row wins on a 15 × 15 board.", min_players: 2, max_players: 2 },
].map((game) => ({ ...game, icon: assetPath("sud", slugOf(game.name)) }));

/** A seat is kept this long. */
export const SUD_SEAT_SECONDS = 300;

interface Room {
  room_id: string;
  game_id: string;
  seats: Map<number, number>;
}

export class SudRooms {
  private readonly rooms: Room[] = [];

  constructor(private readonly now: () => number) {}

  /** The caller's room of the game if their seat holds, else a room with a free seat, else a new room. */
  seat(gameId: string, userId: number): { room_id: string; players_in_room: number; expires_at: number } {
    const game = SUD_GAMES.find((candidate) => candidate.game_id === gameId) ?? fail(DEV_CODES.NOT_FOUND, "This game does not exist");
    const now = this.now();
    for (const room of this.rooms) {
      for (const [user, until] of room.seats) if (until <= now) room.seats.delete(user);
    }
    const rooms = this.rooms.filter((room) => room.game_id === gameId);
    const room =
      rooms.find((candidate) => candidate.seats.has(userId)) ??
      rooms.find((candidate) => candidate.seats.size < game.max_players) ??
      this.open(gameId, rooms.length + 1);
    const expires_at = now + SUD_SEAT_SECONDS;
    room.seats.set(userId, expires_at);
    return { room_id: room.room_id, players_in_room: room.seats.size, expires_at };
  }

  private open(gameId: string, number: number): Room {
    const room: Room = { room_id: `${gameId.slice(-6)}-${String(number).padStart(3, "0")}`, game_id: gameId, seats: new Map() };
    this.rooms.push(room);
    return room;
  }
}
