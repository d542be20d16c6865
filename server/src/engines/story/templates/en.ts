/**
 * English templates. Past tense, short sentences for the children's types. Slots are described in ../pack.ts and
 * realised by ../render.ts.
 */
import type { LanguagePack } from '../pack.ts';

export const EN: LanguagePack = {
  setup: {
    childrens_bedtime_story: [
      `{?night}{T.one}, {P.in}, {A} could not fall asleep. The moon was round and bright, and a thousand little thoughts were dancing in {A.his} head.`,
      `{A} loved the quiet time at the end of the day. {T.one}, {P.in}, when everything felt {M}, something unusual happened.`,
      `{?night}{T.one}, {A} snuggled under a soft blanket {P.in} and listened to the hush of the night. Just as {A.his} eyes began to close, something caught {A.his} attention.`,
      `{?day}{T.one}, {P.in}, {A} was playing the last games of the day. Soon it would be time for bed. But first, one more little adventure was waiting.`,
    ],
    childrens_story: [
      `{?day}{T.one}, {P.in}, {A} woke up with a big idea. "Today," {A.he} said, "is going to be a special day."`,
      `Nobody {P.in} asked more questions than {A}. Why is the sky blue? Where do puddles go? {T.one}, {A} found a question that needed a real answer.`,
      `{T.one}, {P.in}, everything felt {M}. {A} skipped along, humming a little tune and looking for something fun to do.`,
    ],
    viral_story: [
      `Nobody expected anything special to happen {P.in} that ordinary {T.noun}. Least of all {A}.`,
      `It started with a tiny moment that nobody planned. {T.one}, {P.in}, {A} was simply going about {A.his} day.`,
      `If you had told {A} that {A.his} life would change {T.that}, {A.he} would have laughed. But that is exactly what happened.`,
    ],
    romantic_story: [
      `{T.one}, {P.in}, the world seemed to hold its breath. {A} did not know it yet, but this was the beginning of something beautiful.`,
      `{A} had always believed that love was something that only happened in books. Then came that {M} {T.noun} {P.in}.`,
      `{A} and {B} had known each other for a long time. But {T.that}, {P.in}, everything felt new again.`,
    ],
    funny_friends_story: [
      `{A} was famous {P.in} for brilliant ideas. Well, "famous" might be a strong word. Most of {A.his} ideas ended in glorious chaos.`,
      `{T.one}, {P.in}, {AB} {n:was|were} bored. Dangerously bored. And everyone knows that is when the best and worst plans are born.`,
      `If there was trouble {P.in}, {A} could usually be found right in the middle of it, grinning.`,
    ],
    funny_adult_story: [
      `{A} was a responsible adult. At least, that is what {A} told people. {T.one}, {P.in}, that claim was about to be seriously tested.`,
      `It was one of those {T.noun}s when {A} had planned a quiet, simple, sensible day. The universe had other plans.`,
      `{A} believed in three things: strong coffee, clear plans and never reading the instructions. {T.one}, {P.in}, the third one came back to bite.`,
    ],
    fantasy_story: [
      `Long ago, {P.in}, where magic still hummed in the air, {A} dreamed of adventure. {T.one}, adventure finally answered.`,
      `{A} had always known that {P} held secrets. {T.one}, one of those secrets came looking for {A.him}.`,
      `In the old stories, heroes were tall and fearless. {A} was neither. But {A.he} had a kind heart and a stubborn streak, and that would turn out to be enough.`,
    ],
    sci_fi_story: [
      `{?space}In the year 3025, {A} was the youngest member of the crew aboard the starship Aurora. Every day, {A} watched the stars stream past the window and wondered what was out there.`,
      `{A} spent every free moment in the lab, tinkering with wires and dreaming of the stars. {T.one}, one of {A.his} machines made a sound it had never made before.`,
      `{?earth}The future had arrived {P.in}. Robots swept the streets, and cars hummed through the air. But {A} still looked up at the sky and wondered what was out there.`,
    ],
    sad_story: [
      `{P.in}, there was a place that {A} loved more than anywhere else. {T.one}, {A} went there as always, not knowing that things were about to change.`,
      `{A} had always thought that good days would last forever. {T.one}, {P.in}, {A} learned that even good things can change.`,
      `Some days begin like any other. {T.one}, {P.in}, {A} had no idea that this would be a day to remember for a long, long time.`,
    ],
    action_story: [
      `{A} had trained for this moment for years. {T.one}, {P.in}, the call finally came.`,
      `They said nobody {P.in} was faster, braver or more stubborn than {A}. {T.one}, all three would be needed.`,
      `Everything was calm {P.in}. Too calm. {A} had a feeling that something was about to happen.`,
    ],
    adventure_story: [
      `{A} had a map on the wall, a backpack by the door and a heart that longed for adventure. {T.one}, {P.in}, the adventure finally began.`,
      `Ever since {A} was small, {A.he} had dreamed of exploring the unknown. {T.one}, {P.in}, that dream came knocking.`,
      `Beyond the edge of the map, people said, lay wonders that no one had ever seen. {A} wanted to see them all.`,
    ],
    occasion_story: [
      `{T.one}, {P.in}, there was a special feeling in the air. {O} was coming, and {A} could hardly wait.`,
      `Everyone {P.in} was busy getting ready for {O}. {A} was the busiest of all.`,
      `There was nothing {A} loved more than a celebration, and {O} was going to be the best one yet.`,
    ],
  },

  premises: {
    bed_star: {
      quest: `help the little star get home`,
      inciting: [
        `Just then, a little star tumbled out of the sky and landed nearby with a soft "plink". It blinked and sniffled. "I am lost," it whispered. "I can't find my way back up." {A} knew at once what to do.`,
        `Suddenly, something small and shiny fell past the window. It was a little star! "I slipped," the star said in a tiny voice, "and now I can't get home." {A} held it gently. "Don't worry," {A} said. "I will help you."`,
      ],
      clue: [
        `High above, {A} noticed a small dark gap among the stars, just the size of {G}. "That must be your home," {A} said softly.`,
        `{G} began to glow a little brighter. "I can feel it," the star whispered. "Home is close now."`,
      ],
      turn: [
        `At last, {A} found the highest spot {P.in}. {A} lifted {G} up as high as {A.he} could and whispered, "Shine, little star!" With a happy twinkle, the star floated up and up, back to its place in the sky.`,
        `{A} had an idea. {A} sang the softest song {A.he} knew, and the star began to rise, lighter than a feather. Up it went, past the clouds, until it found its own little place in the sky.`,
      ],
      resolution: [
        `The sky glittered, brighter than ever. Far above, one little star twinkled just for {A}, as if to say thank you. {A} smiled.`,
        `Now, whenever {A} looks up at night, one star winks back. It is a small secret between two friends.`,
      ],
      titles: [`{A} and the Little Lost Star`, `The Star Who Fell {P.in}`],
    },
    bed_lullaby: {
      quest: `find the Moon's lost lullaby`,
      inciting: [
        `Then {A} heard a sad little sigh from the sky. It was the Moon! "I have forgotten my lullaby," the Moon said, "and without it, nobody can sleep." {A} sat up straight. "Don't worry," {A} said. "I will help you find it."`,
        `That night, the Moon looked pale and worried. "Every night I sing the world to sleep," it said. "But tonight my lullaby is gone." {A} pulled on {A.his} slippers. A lullaby could not be far away.`,
      ],
      clue: [
        `The wind hummed a few soft notes, and a cricket chirped the next ones. Bit by bit, the tune was coming back. {A} hummed it quietly, so as not to forget.`,
        `A stream was bubbling a tune that sounded very familiar. {A} listened closely. It was part of the Moon's lullaby!`,
      ],
      turn: [
        `Then {A} remembered the song {A.his} family sang every night. It sounded just like the tune! {A} sang it softly up to the sky, and the Moon joined in, note by note.`,
        `{A} put all the pieces together: the hum of the wind, the chirp of the cricket and the bubbling of the stream. Together, they made the loveliest lullaby in the world.`,
      ],
      resolution: [
        `The lullaby floated over {P}, soft as a feather. One by one, eyes grew heavy, and the whole world began to dream. The Moon glowed warm and happy.`,
        `The Moon sang, and its song wrapped around every house and every tree like a soft blanket. "Thank you," it whispered to {A}.`,
      ],
      titles: [`The Moon's Lost Lullaby`, `A Lullaby for the Moon`],
    },
    bed_lost: {
      quest: `find {G}`,
      inciting: [
        `But when {A} reached for {G}, it was not there! {A} looked under the pillow and behind the curtain. "I can't sleep without it," {A} said.`,
        `Then {A} noticed something was missing. {G}, which was always right there at bedtime, was gone! Where could it be?`,
      ],
      clue: [
        `Near the door lay a little trail of crumbs, as if someone had carried {G} off on a midnight adventure. {A} followed it, step by quiet step.`,
        `{A} found a tiny footprint, then another, and then a scrap of {G.bare} fluff. Someone had taken it for a reason.`,
      ],
      turn: [
        `And there, in a cosy corner, was {G}! It was snuggled beside a family of little mice, keeping the smallest one warm. {A} smiled. {G} had been helping someone who needed a friend.`,
        `At last, {A} found {G}, right where {A} had played that afternoon. It had been waiting there all along, patient as could be.`,
      ],
      resolution: [
        `{A} carried {G} home and held it close. Nothing in the whole world felt cosier.`,
        `Back home, {A} tucked {G} in beside {A.him}. The night felt warm and safe again.`,
      ],
      titles: [`{A} and the Missing {G.bare}`, `Where Did the {G.bare} Go?`],
    },
    kid_kite: {
      quest: `catch {G}`,
      inciting: [
        `Suddenly, a gust of wind snatched {G} away! It danced over {P} and out of sight. "Come back!" {A} cried, and off {A.he} went.`,
        `Whoosh! The wind grabbed {G} and carried it away, higher and higher. {A} ran after it as fast as {A.his} legs could go.`,
      ],
      clue: [
        `Then {A} saw {G} again, far ahead. It was right there, and then, whoosh, the wind carried it off once more. "You won't get away from me," {A} laughed.`,
        `A little girl pointed up. "Is that yours?" she asked. There was {G}, fluttering above the rooftops.`,
      ],
      turn: [
        `At last, {A} found {G}, stuck high where no one could reach. {A} had an idea. With help from {H} and a bit of clever thinking, {A} stretched and wobbled until... got it!`,
        `{G} was caught on a tall pole. {A} could not reach it. So {A} asked {H} for help, and together they made a tower, tall enough and just wobbly enough. Got it!`,
      ],
      resolution: [
        `{A} walked home tired and happy, with {G} safe at last. It had been a wonderful day.`,
        `That evening, {G} flew again, high and free, but this time {A} held the string tight. Everyone who had helped came to watch.`,
      ],
      titles: [`{A} and the Runaway {G.bare}`, `The Day the {G.bare} Flew Away`],
    },
    kid_rainbow: {
      quest: `find {G}`,
      inciting: [
        `After the rain, a rainbow appeared {P.in}. But something was wrong. One of its colours was missing! "Oh no," said {A}. "A rainbow can't be a rainbow without all its colours."`,
        `{A} looked up and gasped. The rainbow had a gap in it, like a smile with a missing tooth. Someone had to find the lost colour, and {A} was ready.`,
      ],
      clue: [
        `{A} found a feather, then a pebble, then a tiny flower, all the very same colour. "The missing colour went this way!" {A} said.`,
        `A puddle shimmered in a way that made {A} stop. In it was the faint glow of the lost colour, leading on.`,
      ],
      turn: [
        `There it was! The lost colour was hiding behind a cloud, feeling shy. "I thought nobody would miss me," it said. "Everyone missed you," said {A}.`,
        `{A} gathered up everything the colour had touched, and they began to glow. Then, with a soft shimmer, the colour rose up into the sky.`,
      ],
      resolution: [
        `The rainbow stretched across the sky, bright and complete. Everyone {P.in} came out to look, and {A} smiled the biggest smile of all.`,
        `Now the rainbow had every colour again, and it shone more brightly than ever before.`,
      ],
      titles: [`{A} and the Missing Colour`, `The Rainbow's Lost Colour`],
    },
    kid_map: {
      quest: `find the treasure`,
      inciting: [
        `While tidying up, {A} found an old, folded map. A big red X was drawn on it, right in the middle of {P}! "A treasure hunt!" {A} gasped.`,
        `A paper boat came floating by with a note inside. It was a map! "Follow the clues," it said, "and find the treasure." {A} grinned. This was going to be fun.`,
      ],
      clue: [
        `The map showed a crooked line, then three small circles. {A} counted the steps, one, two, three, and looked around carefully.`,
        `A little arrow was scratched on a stone. {A} turned the map around and laughed. "We were holding it upside down!"`,
      ],
      turn: [
        `Under a pile of leaves, {A} found a little wooden box. Inside, there was no gold at all, just a note: "The best treasure is a friend to share the day with."`,
        `At the X, {A} dug and dug and found a small box. Inside were shiny buttons, colourful marbles and a drawing of smiling friends.`,
      ],
      resolution: [
        `{A} shared the treasure with everyone who had helped. They played with the marbles until the sun went down.`,
        `{A} put the box back with a new treasure inside, so that someone else could find it one day.`,
      ],
      titles: [`{A}'s Treasure Hunt`, `The Secret of the Old Map`],
    },
    vir_kind: {
      quest: `find {G} from the video`,
      inciting: [
        `Someone filmed it: {A} stopping in the rain to help {G.a} gather his spilled oranges. By morning, the video had a million views, and everyone was asking the same question: who is this?`,
        `It only took a minute. {A} shared an umbrella with {G.a} at the bus stop. Someone filmed it, and by lunchtime the whole country was watching.`,
      ],
      clue: [
        `Comments poured in. One said: "That's my grandpa! He wants to say thank you." {A} clicked the link with shaking fingers.`,
        `A journalist called. "He has been looking for you," she said. "He left his address, just in case."`,
      ],
      turn: [
        `The old man ran a tiny bakery at the end of the street. He had been searching for {A} for days, with a cake in the shape of an orange.`,
        `When {A} finally knocked on his door, {G} opened it and laughed. "I knew you would come," he said. "I have been saving you the best table."`,
      ],
      resolution: [
        `Their photo together went viral too. But for {A}, the best part was not the views. It was a new friend, and fresh bread every Sunday.`,
        `The video is still out there, with millions of views. But {A} and the old man never watch it. They are too busy talking over coffee.`,
      ],
      titles: [`A Million Views of Kindness`, `{A} and the Bakery on the Corner`],
    },
    vir_dance: {
      quest: `survive being famous`,
      inciting: [
        `{A} only meant to send the video to one friend: thirty seconds of the silliest dance ever invented. Instead, {A} pressed "share with everyone". By lunchtime, the whole country was doing the dance.`,
        `It was supposed to be a private joke. But the video of {A}'s silly dance escaped, and now it was everywhere.`,
      ],
      clue: [
        `A famous singer shared the video. Then a news channel. Then {A}'s own grandmother, with three laughing faces.`,
        `People were doing {G} at weddings, in offices and on buses. Someone even taught it to a parrot.`,
      ],
      turn: [
        `At the town fair, the band started to play, and the whole crowd turned to look at {A}. Everyone was waiting. {A} took a deep breath, and danced.`,
        `{A} was asked to dance live on television. The lights were bright and the cameras were rolling. For a second, {A} froze. Then {A} laughed, and danced.`,
      ],
      resolution: [
        `Hundreds of people danced along, laughing and stumbling. Nobody was perfect, and that was exactly the point.`,
        `The dance faded from the news after a week. But {A} kept dancing, just for fun, just like before.`,
      ],
      titles: [`{A}'s Silly Dance`, `The Dance That Went Viral`],
    },
    rom_anniv: {
      quest: `plan {G} for {B}`,
      inciting: [
        `That morning, {A} found an old photo tucked inside a book: {A} and {B} on the day they first met. It gave {A} an idea. "This year," {A} whispered, "I will give {B} a day to remember."`,
        `The anniversary was only three days away, and {A} wanted it to be special. Not expensive, not fancy, just perfect.`,
      ],
      clue: [
        `{A} remembered {B}'s laugh at the little café where they had first shared a slice of cake. That was it. The surprise had to begin there.`,
        `In an old box, {A} found the ticket from their first concert, the shell from their first holiday and a note that said, "Always." The plan was complete.`,
      ],
      turn: [
        `When {B} arrived, the café was full of candles and soft music. {B} stopped in the doorway, eyes shining. "You remembered," {B} said softly.`,
        `{B} opened the little box, one memory at a time, and laughed and cried at the same time. "How did you keep all of this?" {B} asked.`,
      ],
      resolution: [
        `They danced slowly between the tables, laughing like on that very first day.`,
        `They walked home hand in hand under the streetlights, and neither of them wanted the night to end.`,
      ],
      titles: [`{A} and {B}`, `A Day to Remember`],
    },
    rom_ring: {
      quest: `find the perfect moment to ask {B}`,
      inciting: [
        `For weeks, {A} had carried a tiny box in {A.his} pocket. Inside was a ring. "Today," {A} promised, "I will finally ask {B}."`,
        `{A} checked {A.his} pocket for the tenth time. The ring was still there. All {A} needed now was the perfect moment, and a little courage.`,
      ],
      clue: [
        `{A} almost asked at breakfast, but the toaster popped. {A} almost asked in the park, but a dog ran off with {B}'s scarf. The perfect moment was hiding.`,
        `Every time {A} opened {A.his} mouth to ask, something happened. A phone rang. A bus roared past. {A} began to laugh.`,
      ],
      turn: [
        `Then the rain started. {B} laughed and pulled {A} under a tree, and suddenly {A} knew. This was the moment. {A} knelt down in the wet grass and opened the little box.`,
        `At sunset, {B} turned and said, "You have been acting very strange today." {A} smiled, took out the ring, and asked the question.`,
      ],
      resolution: [
        `"Yes," {B} said, before {A} had even finished. "Yes, of course!"`,
        `{B} said yes, laughing and crying at once. Nothing about the day had been perfect, and that made it perfect.`,
      ],
      titles: [`The Perfect Moment`, `{A}, {B} and the Little Box`],
    },
    rom_umbrella: {
      quest: `find the stranger with the yellow umbrella`,
      inciting: [
        `It began to rain, and {A} had no umbrella. Then someone stepped beside {A} and held a bright yellow umbrella over them both. "Going my way?" the stranger asked with a smile.`,
        `They walked and talked until the rain stopped. But when {A} turned to say thank you, {G} was gone, and {A} had not even asked for a name.`,
      ],
      clue: [
        `On a bench lay a sketchbook with a yellow umbrella drawn on the cover. Inside was a drawing of {A}, laughing in the rain.`,
        `The café owner remembered. "The one with the yellow umbrella? Comes in every Thursday," she said, with a wink.`,
      ],
      turn: [
        `Then, across the square, a yellow umbrella bobbed through the crowd. {A}'s heart skipped a beat. {A} held up the sketchbook, and the stranger laughed, the same warm laugh as before.`,
        `On Thursday, {A} waited at the window. The door opened, the bell jingled, and there was {G}, shaking raindrops from the umbrella.`,
      ],
      resolution: [
        `They sat and talked until the stars came out, as if they had known each other forever.`,
        `Now there are two umbrellas by the door, one yellow and one blue. But on rainy days, they still share just one.`,
      ],
      titles: [`The Yellow Umbrella`, `{A} and the Stranger in the Rain`],
    },
    ff_cake: {
      quest: `bake the best cake in town`,
      inciting: [
        `{AB} had entered the Great Cake Contest. There was just one small problem: nobody involved had ever baked a cake before. "How hard can it be?" {A} said, putting on a chef's hat.`,
        `The poster said: "Grand Cake Contest. First prize: a golden spoon." {A}'s eyes lit up. Nobody {P.in} wanted that spoon more.`,
      ],
      clue: [
        `The first cake was as flat as a pancake. The second one exploded. The third one was, somehow, blue. "We're getting closer," {A} said, with flour on {A.his} nose.`,
        `The recipe said "a pinch of salt". {A} used a handful. The recipe said "bake for thirty minutes". {A} forgot for fifty.`,
      ],
      turn: [
        `Just before the judging, the cake slipped, flipped through the air and landed upside down. {A} stared at it. It looked exactly like a smiling face!`,
        `The judges tasted the cake. They chewed. They chewed some more. Then the oldest judge began to laugh so hard that her hat fell off.`,
      ],
      resolution: [
        `The judges gave it a special prize: Most Surprising Cake. {A} shared the rest with everyone, crumbs and all.`,
        `{A} did not win the golden spoon. But {A} won something better: the loudest laugh of the day, and a very good story.`,
      ],
      titles: [`The Great Cake Disaster`, `{A} and the Upside-Down Cake`],
    },
    ff_camp: {
      quest: `put up the tent before dark`,
      inciting: [
        `{AB} decided to camp out for one night. "What could possibly go wrong?" {A} asked. The tent bag answered by falling open: forty-seven pieces and no instructions.`,
        `{A} had packed everything for the camping trip: snacks, torches, a guitar and three kinds of marshmallows. Everything except the tent poles.`,
      ],
      clue: [
        `After an hour, the tent looked like a giant sleepy octopus. {A} stood back and tilted {A.his} head. "I think it's inside out," {A} said.`,
        `{A} tried to tie the tent to a tree with a scarf, two shoelaces and a lot of hope.`,
      ],
      turn: [
        `Then a gust of wind lifted the whole tent and carried it away like a kite, straight into a tree! {A} laughed so hard {A.he} had to sit down.`,
        `In the middle of the night, the tent slowly folded itself in half, like a tired sandwich. {A} was right in the middle.`,
      ],
      resolution: [
        `In the end, {A} slept under the open sky, counting stars and telling terrible jokes until morning. It was the best camping trip ever.`,
        `The next morning, everyone agreed on two things: the camping trip had been a disaster, and they had to do it again next year.`,
      ],
      titles: [`The Tent That Flew Away`, `{A}'s Camping Catastrophe`],
    },
    fa_wardrobe: {
      quest: `build the wardrobe`,
      inciting: [
        `{A} had bought a flat-pack wardrobe. The box promised "Easy assembly in thirty minutes". Three hours later, {A} was sitting among 142 screws, one tiny key and a growing sense of doubt.`,
        `The wardrobe arrived in a box the size of a small car. {A} opened it, looked at the instructions and found only pictures of a smiling cartoon person.`,
      ],
      clue: [
        `The instructions showed the cartoon person happily holding panel F. {A} did not have a panel F. {A} had two panel Gs and a deep suspicion that the cartoon was lying.`,
        `Step seven had an arrow pointing in two directions at once. {A} turned the page upside down. It did not help.`,
      ],
      turn: [
        `At midnight, {A} tightened the last screw. The wardrobe stood tall and proud, for exactly four seconds. Then the door fell off with a dignified clunk.`,
        `Finally, the wardrobe was finished. It was magnificent. It was also, {A} noticed slowly, built the wrong way round.`,
      ],
      resolution: [
        `{A} laughed, leaned the door against the wall and called it "modern design". Friends who came to visit agreed that it had character.`,
        `{A} hung the clothes inside anyway. The wardrobe leaned a little to the left, just like its owner after a long day.`,
      ],
      titles: [`{A} Versus the Wardrobe`, `Easy Assembly in Thirty Minutes`],
    },
    fa_speaker: {
      quest: `get the smart speaker under control`,
      inciting: [
        `The new smart speaker was supposed to make {A}'s life easier. On the first morning, {A} said, "Play something relaxing." The speaker ordered forty kilos of lavender.`,
        `{A} unpacked the smart speaker and said, "Good morning." The speaker replied, "Adding mourning to your shopping list."`,
      ],
      clue: [
        `"Cancel lavender," {A} said very clearly. "Adding candles to your basket," the speaker replied cheerfully.`,
        `{A} tried whispering, shouting and finally speaking in a very polite voice. The speaker ordered a very polite doormat.`,
      ],
      turn: [
        `The doorbell rang. The courier stood there with a mountain of boxes and a very patient smile. {A} opened one. The whole flat instantly smelled like a spa.`,
        `{A} reached for the plug. "Are you sure?" the speaker asked sweetly. "I have just booked you a massage."`,
      ],
      resolution: [
        `That evening, {A} lit a candle, made a cup of lavender tea and finally relaxed, exactly as requested. The speaker, {A} had to admit, had won.`,
        `{A} kept the speaker. It still gets everything wrong, but somehow, life has never been so relaxing.`,
      ],
      titles: [`{A} and the Smart Speaker`, `Forty Kilos of Lavender`],
    },
    fan_moonstone: {
      quest: `find the missing moonstone`,
      inciting: [
        `That day, the great moonstone that kept {P} full of magic vanished from its silver stand. Flowers drooped, and the lanterns flickered out. "Someone must bring it back," said the old wizard, looking straight at {A}.`,
        `The moonstone was gone. Without its glow, the magic {P.in} began to fade, like colour washing out of a painting. {A} stepped forward. "I will find it," {A} said.`,
      ],
      clue: [
        `In the soft earth, {A} found footprints that glittered faintly, as if the thief were made of stardust. They led deeper and deeper, towards the oldest part of {P}.`,
        `A trail of scorched leaves and a single shining scale showed {A} the way. Whoever had taken the moonstone was big, and in a hurry.`,
      ],
      turn: [
        `At last {A} stood before the thief: {X.a}, curled around the moonstone to keep warm. {A} did not draw a sword. Instead, {A.he} knelt down and spoke gently.`,
        `Inside a cave of crystals sat {X}, hugging the moonstone. "It was the only warm light I had," {X.he} said. "Nobody ever comes to visit me."`,
      ],
      resolution: [
        `{X} gave back the moonstone, and {A} promised it would never be lonely again. Light poured over {P}, and the flowers lifted their heads.`,
        `The moonstone returned to its stand, and magic bloomed again. Now, every full moon, {A} visits {X}, and they watch the stars together.`,
      ],
      titles: [`{A} and the Moonstone`, `The Lonely Dragon`],
    },
    fan_egg: {
      quest: `carry the dragon egg back to its mother`,
      inciting: [
        `Under a fern, {A} found a warm, speckled egg. It hummed softly and glowed at the edges. Then it cracked, just a little, and a tiny voice said, "Take me home."`,
        `A strange egg rolled to a stop at {A}'s feet. It was as big as a pumpkin and as warm as fresh bread. On its shell was the mark of the dragons.`,
      ],
      clue: [
        `On a rock, {A} saw a huge scorched footprint. The egg grew warmer in {A.his} arms, as if it knew that home was close.`,
        `High on a cliff, {A} saw a nest made of whole trees. Smoke curled gently from it, like a sleepy sigh.`,
      ],
      turn: [
        `A shadow swept across the sky. The mother dragon landed with a thump, her eyes blazing, until she saw the egg, safe and warm in {A}'s hands. Slowly, her fiery look softened.`,
        `The mother dragon lowered her enormous head until her eye was level with {A}. {A} held out the egg. For a long moment, nobody breathed.`,
      ],
      resolution: [
        `The egg hatched right there, and a tiny dragon sneezed a puff of sparks. The mother dragon bowed her great head to {A}.`,
        `From then on, whenever {A} looked up, a small dragon would sometimes wave from the clouds.`,
      ],
      titles: [`{A} and the Dragon Egg`, `The Egg That Hummed`],
    },
    sf_signal: {
      quest: `find where the signal came from`,
      inciting: [
        `Then every screen flickered. Beep... beep-beep... A signal was coming from somewhere far beyond the known stars. "Nobody has ever heard this before," {A} whispered, already reaching for the controls.`,
        `At exactly midnight, {A}'s radio crackled. It was not music and it was not noise. It was a pattern, and patterns mean that someone is talking.`,
      ],
      clue: [
        `The signal grew louder. {A} turned it into sound, then into pictures, and gasped. It was a drawing of a planet, and a tiny ship waving hello.`,
        `{A} decoded the first word of the message. It was a number, and the number was a place: a small grey moon at the edge of the system.`,
      ],
      turn: [
        `Behind a ring of glittering ice, {A} found them: a little crew of aliens whose ship had broken down. The signal had been a call for help all along.`,
        `On the grey moon stood a tiny metal tower, blinking patiently. Inside it was a message: "We are friends. We have been waiting a long time to meet you."`,
      ],
      resolution: [
        `{A} helped them mend their engine with a spare part and a lot of patience. The aliens flashed their lights in thanks and promised to write, in beeps, of course.`,
        `{A} sent a message back, the first of many. Somewhere out there, someone was listening, and they were not alone anymore.`,
      ],
      titles: [`The Signal from the Stars`, `{A} and the Mysterious Signal`],
    },
    sf_crystal: {
      quest: `find a new power crystal`,
      inciting: [
        `Suddenly, the lights dimmed and an alarm began to wail. "Power core failing," said the computer calmly. "Eleven hours remaining." {A} knew there was only one place to find a new crystal: the silver moon below.`,
        `The power crystal cracked with a sad little "ping". Without it, nothing would work. {A} grabbed a scanner. "I know where to find another one," {A} said.`,
      ],
      clue: [
        `The scanner began to ping, faster and faster. Beneath the dust, something was glowing blue.`,
        `{A} followed the blue glow down into a crater. The rocks here hummed, the way the old crystal used to.`,
      ],
      turn: [
        `The crystal was wedged deep in the rock. {A} pulled, but it would not move. Then {A} remembered what {H} had said: "Gentle hands can move mountains." With a soft twist, the crystal slid free.`,
        `There were hundreds of crystals, but {A} took only one, the smallest and brightest, and left the rest in peace.`,
      ],
      resolution: [
        `The new crystal hummed into place. Lights blinked on, engines purred, and everyone cheered for {A}.`,
        `The ship came back to life with a happy whirr. {A} wrote in the logbook: "Mission complete. Lesson learned."`,
      ],
      titles: [`{A} and the Power Crystal`, `Eleven Hours to Save the Ship`],
    },
    sad_oak: {
      quest: `say goodbye to {G}`,
      inciting: [
        `That night, a storm roared {P.in}. In the morning, {G} that {A} had loved all {A.his} life lay on the ground, its branches still. {A} sat beside it for a long time without saying a word.`,
        `The men with the saws came early. {G} was old and hollow, they said, and it was not safe anymore. {A} watched from the window, holding {A.his} breath.`,
      ],
      clue: [
        `{A} found the little notch where {A.his} height had been marked every summer. Every line was a memory of a year that had passed.`,
        `Carved into the bark were two initials inside a heart, so old that nobody knew whose they were.`,
      ],
      turn: [
        `Among the broken branches, {A} found a small acorn, round and whole. {A} held it tightly. Maybe an ending could also be a beginning.`,
        `{A} picked up a piece of the old wood and took it home. It was warm in {A.his} hands, as if it still remembered the sun.`,
      ],
      resolution: [
        `{A} planted the acorn in the soft ground. It would take years to grow, but {A} would wait.`,
        `From that wood, {A} made a little box, and in it {A} kept the things that mattered most.`,
      ],
      titles: [`The Old Oak Tree`, `{A} and the Last Acorn`],
    },
    sad_moving: {
      quest: `make the last days with {B} count`,
      inciting: [
        `{B} had sad news. "We're moving far away," {B} said quietly. "At the end of the week." {A} felt the whole world go quiet.`,
        `There were boxes everywhere in {B}'s house. Soon a truck would come and take them, and {B} with them, to a city far away.`,
      ],
      clue: [
        `{A} started making {G}: a shell from the beach, a ticket from the cinema and a drawing of the two of them laughing.`,
        `{A} and {B} visited all their favourite places, one last time: the bench, the bakery and the wall where they had written their names.`,
      ],
      turn: [
        `On the last day, {A} gave {B} the box. {B} opened it, and laughed and cried at the same time. Then {B} pulled out a gift too: two notebooks, one for each of them, for writing letters.`,
        `At the gate, {B} hugged {A} tightly. "Far away is not forever," {B} whispered. "And it is not the same as gone."`,
      ],
      resolution: [
        `The car drove away, and {A} waved until it was gone. That evening, {A} wrote the first letter.`,
        `Every week, a letter arrives. The first thing {A} reads is always the same: "I miss you. Tell me everything."`,
      ],
      titles: [`Letters to {B}`, `The Memory Box`],
    },
    sad_house: {
      quest: `say goodbye to the old house`,
      inciting: [
        `The old house where {A} had spent every summer was going to be sold. {A} had one last day there, and a small brass key that had always hung by the door.`,
        `A "For Sale" sign stood by the gate. {A} walked slowly through the empty rooms. The house sounded different now, hollow and quiet.`,
      ],
      clue: [
        `In the attic, {A} found a tin box. Inside were drawings, marbles and a letter in handwriting {A} knew very well.`,
        `Behind the kitchen door were pencil lines and dates. Every summer, someone had measured how tall {A} had grown.`,
      ],
      turn: [
        `The letter said: "Houses are only walls. What we made here, we take with us." {A} read it twice, then held it to {A.his} heart.`,
        `{A} sat on the front step as the sun went down, and let {A.himself} remember everything, the laughter, the storms and the long, warm evenings.`,
      ],
      resolution: [
        `{A} locked the door one last time and kept the brass key. It still hangs by {A}'s own door today.`,
        `As the car pulled away, {A} did not look back at the house. {A} looked at the key in {A.his} hand, and smiled through the tears.`,
      ],
      titles: [`The Brass Key`, `The Last Summer`],
    },
    act_rescue: {
      quest: `reach the stranded hikers`,
      inciting: [
        `Then the radio crackled. "Help! We're trapped, and the water is rising!" {A} grabbed {A.his} gear. There was no time to lose.`,
        `The storm hit harder than anyone had expected. Somewhere out there, a group of hikers was cut off. {A} was already pulling on {A.his} boots.`,
      ],
      clue: [
        `Through the rain, {A} spotted a flashing light. Three short flashes, three long. Someone was signalling!`,
        `A torn red scarf was caught on a branch. The hikers had passed this way, and not long ago.`,
      ],
      turn: [
        `The last bridge was gone. {A} looked at the gap, then at the rope in {A.his} hands. With one mighty swing, {A} crossed, tied the rope fast and helped everyone over, one by one.`,
        `{A} found {G} huddled on a rock as the water swirled around them. "Hold on to me," {A} shouted, "and don't let go!"`,
      ],
      resolution: [
        `When the sun came out, everyone was safe. The hikers cheered, and {A} finally let out a long breath.`,
        `At the station, someone handed {A} a hot drink and a blanket. "You saved us," a hiker said. {A} only smiled. "We saved each other."`,
      ],
      titles: [`{A} to the Rescue`, `The Storm Rescue`],
    },
    act_chase: {
      quest: `catch the thief and bring back the diamond`,
      inciting: [
        `Suddenly, an alarm rang out. A masked thief had snatched the famous Star Diamond and was racing away! {A} did not think twice. {A} was already running.`,
        `Glass shattered, an alarm screamed, and a shadow darted into the night with the Star Diamond. {A} took off after it like an arrow.`,
      ],
      clue: [
        `A trail of muddy footprints led away. {A} followed them at full speed, dodging and leaping.`,
        `A dropped glove lay on the ground. It smelled of fresh paint. {A} knew exactly where the thief was heading: the old warehouse by the river.`,
      ],
      turn: [
        `Cornered at last, the thief grinned and jumped, but {A} was faster. With a quick move, {A} snatched back the diamond, and the thief tumbled into a pile of boxes.`,
        `On the rooftop, the thief turned to run and found nowhere left to go. "Give it back," {A} said calmly. The thief looked down, then slowly held out the diamond.`,
      ],
      resolution: [
        `The police arrived with sirens wailing. Everyone cheered for {A}, the hero of the day.`,
        `The next morning, the diamond was back in its case, and {A}'s picture was on every front page.`,
      ],
      titles: [`{A} and the Diamond Thief`, `The Great Diamond Chase`],
    },
    adv_compass: {
      quest: `find the lost treasure`,
      inciting: [
        `{A} found an old map tucked inside a dusty book. It showed a path {P.through} and a small black X. Under it, someone had written: "Only the brave will find it."`,
        `A message in a bottle washed up at {A}'s feet. Inside was a map, yellow with age, and a single word: "Seek."`,
      ],
      clue: [
        `A carved stone marked the way, just like on the map. {A} brushed away the moss and found an arrow pointing straight ahead.`,
        `The map's riddle said: "Where the water sings, turn left." {A} listened, heard a little waterfall and turned left.`,
      ],
      turn: [
        `Behind the last bend, {A} found a small chest. Inside lay an old compass that always pointed home, and a note: "For the next explorer. Leave something for the one after you."`,
        `{A} dug where the map showed the X. The spade struck wood. Inside the chest were the journals of every explorer who had come before.`,
      ],
      resolution: [
        `{A} took the compass and left {A.his} own note for the next adventurer. Then, with the sun on {A.his} face, {A} headed home.`,
        `{A} added {A.his} own page to the journals and closed the chest with care. The real treasure was the journey itself.`,
      ],
      titles: [`{A} and the Lost Treasure`, `The Explorer's Compass`],
    },
    adv_waterfall: {
      quest: `reach the hidden waterfall`,
      inciting: [
        `Everyone had heard of the hidden waterfall, but nobody had seen it for a hundred years. {A} unfolded a map and traced the path with a finger. "Tomorrow," {A} said, "I'm going to find it."`,
        `An old explorer told {A} about a waterfall that shimmered with every colour of the rainbow. "Nobody has found it in my lifetime," she said. {A} decided to be the first.`,
      ],
      clue: [
        `{A} heard it before seeing it: a distant roar, like the world breathing out.`,
        `The air grew cool and damp, and tiny rainbows danced in the mist. {A} knew the waterfall was near.`,
      ],
      turn: [
        `{A} pushed through the last curtain of leaves, and there it was: {G}, pouring down in ribbons of light, more beautiful than any story.`,
        `The path ended at a wall of rock. {A} almost turned back. Then {A} heard the roar behind the stone and squeezed through a narrow crack.`,
      ],
      resolution: [
        `{A} sat by the water for a long time, just looking. Some things are worth every step.`,
        `{A} drew a new map, with the path marked clearly, so that others could find the waterfall too.`,
      ],
      titles: [`{A} and the Hidden Waterfall`, `The Journey to the Hidden Falls`],
    },
    occ_party: {
      quest: `get everything ready in time`,
      inciting: [
        `{O} was only one day away, and {A} had a secret plan. "Everything has to be perfect," {A} whispered, looking at a very long list.`,
        `{A} wanted {O.this} to be a surprise that nobody would ever forget. There was just one day to make it happen.`,
      ],
      clue: [
        `Bit by bit, the surprise came together: paper garlands, a wobbly cake and a big card signed by everyone.`,
        `The balloons were blown up, the table was set and the music was ready. Only the cake was left.`,
      ],
      turn: [
        `Just as the guests arrived, the cake slid sideways and the garland fell down! Everyone froze. Then {A} started to laugh, and soon the whole room was laughing too.`,
        `"Surprise!" everyone shouted. For a moment there was silence, and then came the biggest, happiest cheer {A} had ever heard.`,
      ],
      resolution: [
        `It was not perfect. It was better: it was full of people who loved each other. {A} looked around and knew {O.this} would be remembered for years.`,
        `Long after the last guest had gone, {A} sat among the paper streamers and smiled. {O.this} had been the best one ever.`,
      ],
      titles: [`{A}'s Big Surprise`, `A Celebration to Remember`],
    },
    occ_gift: {
      quest: `find {G}`,
      inciting: [
        `{O} was almost here, and {A} still had not found {G}. Every shop window was full of shiny things, but none of them felt right.`,
        `{A} had saved up for weeks. Now {A} had a purse full of coins and one big question: what is the perfect gift?`,
      ],
      clue: [
        `In a tiny shop, {A} found a music box. When it opened, it played a tune that made {A} think of home.`,
        `{A} remembered something important: the best gifts are not the biggest ones. They are the ones that say, "I know you."`,
      ],
      turn: [
        `Then {A} understood. The perfect gift could not be bought. {A} hurried home, found paper, glue and paint, and began to make something by hand.`,
        `{A} wrapped the gift in paper covered with drawings and tied it with a bright ribbon. It was not fancy, but it was full of love.`,
      ],
      resolution: [
        `When the gift was opened, there was a moment of silence, and then a hug so big it lifted {A} off the ground.`,
        `Of all the presents that day, the homemade one got the biggest smile. {A} knew it had been worth every minute.`,
      ],
      titles: [`The Perfect Gift`, `{A} and the Perfect Gift`],
    },
  },

  steps: {
    gentle: {
      journey: [
        `{AB} set off {P.through}, one small step at a time. Everything looked different in {T.light}. "We can do this," {A} whispered.`,
        `With a brave little smile, {A} set off {P.through}. <<{B} stayed close by.>> Every step felt like the start of a story.`,
        `The way went on and on {P.through}. {A} counted the steps to stay brave: one, two, three, and a hundred and three.`,
      ],
      helper: [
        `Soon {AB} met {H.a}. "Where are you off to?" {H.he} asked. When {A} explained, {H} nodded wisely. "I know the way," {H.he} said. "Follow me."`,
        `Just then, a small voice said, "Can I help?" It was {H.a}, peeking out to say hello. {A} was glad to have a new friend for the journey.`,
        `{A} stopped to rest, and that is how {A.he} met {H}. {H.he} listened carefully, then smiled. "I can help," {H.he} said. "Come along!"`,
      ],
      kindness: [
        `{?nature}On the way, {A} found a tiny snail stuck on its back. {A} gently turned it over. The snail wiggled its feelers, as if to say thank you.`,
        `{?nature}A baby bird was chirping sadly, far from its nest. {A} lifted it up, softly, softly, until it was safe at home again.`,
        `{A} noticed that {H} looked tired, so {A} shared {A.his} last biscuit. Somehow, sharing made it taste twice as good.`,
      ],
      obstacle: [
        `{OBST} {A} wondered what to do. Then {H} showed {A} a clever way across, and soon the trouble was behind them.`,
        `{OBST} "Oh no," {A} whispered. But {A} looked around carefully and found a way, one careful step at a time.`,
        `{OBST} {A} and {H} thought hard. At last {A} had an idea, and it worked!`,
      ],
      doubt: [
        `For a moment, {A} felt very small. "What if we never {Q}?" {A} whispered. {H} gave {A} a gentle nudge. "Small steps still take you far," {H.he} said.`,
        `{A} sat down on a stone and sighed. It had been a long way. But then {A} remembered why {A.he} had come, and {A.his} heart grew brave again.`,
      ],
    },
    quest: {
      journey: [
        `{AB} set out {P.through} without wasting a moment. The way ahead was long, but {A} did not look back.`,
        `Mile after mile, {A} pressed on {P.through}. {A.his} legs were tired, but {A.his} eyes were on the goal: to {Q}.`,
        `The path twisted {P.through} like a riddle. {A} checked the way, chose a direction and kept going.`,
      ],
      helper: [
        `At a crossroads, {AB} met {H.a}. "Many have tried to {Q}," {H.he} said slowly. "Perhaps you are the one who will succeed."`,
        `{H.a} appeared as if from nowhere and gave {A} a long, sharp look. "You will need help," {H.he} said. "Lucky for you, I know a shortcut."`,
      ],
      kindness: [
        `On the way, {A} heard a cry for help. A traveller was stuck beneath a fallen beam. It cost precious time, but {A} did not hesitate. "Thank you," the traveller said. "I won't forget this."`,
        `{A} shared {A.his} food with a hungry stranger by the road. In return, the stranger gave {A} a small silver whistle. "For when you need it most," the stranger said.`,
      ],
      obstacle: [
        `{OBST} {A} studied the danger, then moved fast. One leap, one grab, one scramble, and {AB} {n:was|were} through.`,
        `{OBST} {H} hesitated, but {A} spotted a way. "Trust me," {A} said. It worked.`,
        `{OBST} It took every bit of courage {A} had, but {A} did not give up.`,
      ],
      doubt: [
        `{?earth}That night, by a small fire, {A} stared into the flames. "What if I fail?" {A} asked quietly. {H} was silent for a moment. "Then you will have tried," {H.he} said. "But I don't think you will fail."`,
        `Everything seemed to go wrong at once. {A} was tired, the way was lost and the task felt impossible. Then {A} remembered everyone who was counting on {A.him}, and stood up again.`,
      ],
    },
    heart: {
      journey: [
        `{A} walked slowly {P.through}, lost in thought. Every corner seemed to hold a memory.`,
        `{A} hurried {P.through}, with a long list in one hand and a pencil in the other. There was so much still to do!`,
      ],
      helper: [
        `{H.a} noticed the look on {A}'s face and sat down nearby. "Tell me," {H.he} said kindly. So {A} did.`,
        `"You look like someone with something on your mind," said {H.a}. {A} smiled. It helped to talk to someone who listened.`,
      ],
      kindness: [
        `On the way, {A} helped a little boy who had lost his balloon. {A} caught the string just in time, and the boy's face lit up like a lantern.`,
        `{A} held the door for an old man with a heavy bag. He smiled, and for a moment the whole world felt a little lighter.`,
      ],
      obstacle: [
        `{OBST} For a moment, it seemed that everything would go wrong. But {A} took a deep breath and kept going.`,
        `{OBST} {A} sighed. Of all the days for this to happen! But some things are worth a little trouble.`,
      ],
      doubt: [
        `That evening, doubts crept in. What if it all went wrong? {A} looked at the sky for a long time. Then {A} remembered why it mattered, and that was enough.`,
        `{A} sat alone for a while and let {A.his} heart be heavy. Then, slowly, a little calm came back.`,
      ],
    },
    comic: {
      journey: [
        `{AB} marched off {P.through} with great confidence and absolutely no plan.`,
        `{A} set off {P.through}, humming a song {A.he} only knew half the words to.`,
      ],
      helper: [
        `{H.a} watched the whole thing with deep interest. "Can I make a suggestion?" {H.he} asked. Nobody had ever been so glad to hear a suggestion.`,
        `Along came {H.a}, who took one look at the situation and sighed. "Oh dear," {H.he} said. "Step aside, please."`,
      ],
      kindness: [
        `Despite everything, {A} stopped to help an old lady carry her shopping. She thanked {A} with a sweet and a very long story about her cat.`,
        `{A} gave directions to a lost tourist, who thanked {A} warmly and then walked off in exactly the wrong direction.`,
      ],
      obstacle: [
        `{OBST} {A} stared at it for a long moment. "Of course," {A} said. "Of course this is happening."`,
        `{OBST} This was not part of the plan. Then again, there had never really been a plan.`,
      ],
      doubt: [
        `{A} sat down on the floor and had a serious meeting with {A.himself}. It was a short meeting. The decision: keep going.`,
        `"Maybe this was a terrible idea," {A} said. {H} nodded. "Terrible ideas make the best stories," {H.he} said.`,
      ],
    },
  },

  typeSteps: {
    action_story: {
      journey: [
        `{A} sprinted {P.through}, dodging and weaving. There was no time to lose.`,
        `Faster and faster, {AB} raced {P.through}. Every second counted.`,
      ],
      obstacle: [
        `{OBST} {A} did not slow down. {A} jumped, rolled and came up running.`,
        `{OBST} {A} looked left, looked right and chose the hardest way, because it was the fastest.`,
      ],
    },
    sci_fi_story: {
      journey: [
        `{?space}The ship hummed as {AB} set a course {P.through}. On the screens, stars streamed past like silver rain.`,
        `{A} checked the scanner, packed the tools and set off {P.through}. The readings grew stranger with every step.`,
      ],
    },
    viral_story: {
      journey: [
        `{A}'s phone buzzed without stopping. Messages, likes, a request from a TV show. {A} put the phone face down and took a deep breath.`,
        `Everywhere {A} went {P.in}, people pointed and whispered. A man at the bus stop asked for a selfie.`,
      ],
    },
    romantic_story: {
      journey: [
        `{A} walked {P.through}, smiling at nothing in particular. Everything seemed brighter than usual, as if the whole world knew a secret.`,
        `{?B}{AB} spent the afternoon {P.in}, talking about everything and nothing. Time flew by like a bird.`,
      ],
      helper: [
        `{H.a} noticed {A}'s dreamy smile and chuckled. "I know that look," {H.he} said. "Follow your heart. It knows the way."`,
      ],
    },
    sad_story: {
      journey: [
        `{A} walked slowly {P.through}. Every corner held a memory, and every memory felt heavy and precious at the same time.`,
      ],
      helper: [
        `{H.a} sat down beside {A} without saying a word. After a while, {H.he} said softly, "It is all right to be sad. It means something mattered."`,
      ],
      doubt: [
        `That night, {A} could not stop the tears. {A} let them fall, quietly, until there were no more. Then, slowly, a little calm came.`,
      ],
    },
    occasion_story: {
      journey: [
        `{A} hurried {P.through}, with a long list in one hand and a pencil in the other. There was so much still to do!`,
        `{A} dashed from shop to shop, collecting ribbons, candles and a bag of balloons.`,
      ],
      helper: [
        `{H.a} peeked over {A}'s shoulder at the list. "That's a lot," {H.he} said. "How about some help?" {A} could have hugged {H.him}.`,
      ],
    },
  },

  overcome: [`{A} took a deep breath and found a way around.`, `Step by careful step, {A} made it to the other side.`],

  closing: [
    `And with a happy sigh, {A} closed {A.his} eyes and drifted off to sleep. Goodnight, {A.name}.`,
    `Soon {A} was fast asleep, dreaming {M} dreams until morning.`,
    `The night grew quiet, the stars kept watch, and {A} slept, safe and sound.`,
    `{A} yawned one last big yawn, snuggled down and fell fast asleep.`,
    `Outside, the world was hushed, and {A} dreamed sweet dreams all night long.`,
  ],

  portrait: [`{A} was {A.desc}.`, `{A.name}, {A.desc}, was always ready for something new.`],
  friend: [
    `{A}'s best friend was {B}, {B.desc}.`,
    `{B}, {B.desc}, was never far away.`,
    `{A}'s best friend, {B}, was never far away.`,
  ],
  likes: [`{A} loved {A.likes} more than anything.`, `More than anything, {A} loved {A.likes}.`],
  lesson: [
    `{A} knew now that {LESSON}.`,
    `And {A} learned that {LESSON}.`,
    `{A} smiled, because {A.he} understood that {LESSON}.`,
  ],

  presence: {
    gentle: [
      `{A} took a deep breath.`,
      `{A} held on tight and smiled.`,
      `{A} listened carefully.`,
      `{A} felt a little braver.`,
      `{A} gave a small, happy nod.`,
      `{A} hummed a quiet little tune.`,
      `{A} smiled a sleepy smile.`,
      `{A} stood very still and looked.`,
    ],
    quest: [
      `{A} set {A.his} jaw and kept going.`,
      `{A} did not stop.`,
      `{A} checked the way once more.`,
      `{A} gathered every ounce of courage.`,
      `{A} tightened the straps of {A.his} bag.`,
      `{A} listened for any sound of danger.`,
      `{A} pushed on without a word.`,
      `{A} kept {A.his} eyes on the path ahead.`,
    ],
    heart: [
      `{A} took a slow, deep breath.`,
      `{A} smiled softly.`,
      `{A} held on to the moment.`,
      `{A} wiped away a tear.`,
      `{A} felt {A.his} heart grow warm.`,
      `{A} looked up at the sky for a while.`,
      `{A} let out a long, quiet sigh.`,
      `{A} pressed a hand to {A.his} heart.`,
    ],
    comic: [
      `{A} blinked twice.`,
      `{A} raised an eyebrow.`,
      `{A} nodded as if this were completely normal.`,
      `{A} sighed dramatically.`,
      `{A} made a mental note to never do this again.`,
      `{A} counted to ten. It did not help.`,
      `{A} tried very hard to look calm.`,
      `{A} gave a small, polite cough.`,
    ],
  },

  dialogue: {
    gentle: [
      `"Look!" {A} whispered. "Over there!"`,
      `"Stay close," {A} said softly.`,
      `"We're nearly there," {A} said with a smile.`,
      `"I'm not scared," {A} said. "Well, only a little."`,
    ],
    quest: [
      `"Keep moving," {A} said. "We're close."`,
      `"Whatever happens," {A} said, "we don't give up."`,
      `"Did you hear that?" {A} asked, listening hard.`,
    ],
    heart: [
      `"It's going to be all right," {A} said quietly.`,
      `"I'm glad you're here," {A} said.`,
      `"Just a little longer," {A} whispered.`,
    ],
    comic: [
      `"This is fine," {A} said. "Everything is fine."`,
      `"I have a plan," {A} announced. Nobody believed it.`,
      `"Nobody panic," {A} said, panicking slightly.`,
    ],
  },

  couplets: [
    `The moon was high, the night was deep, and all the world was going to sleep.`,
    `The stars came out to shine and play, to light {A}'s little way.`,
    `With every step and every bend, {A} found a brand-new friend.`,
    `The wind went whoosh, the leaves went swish, and {A} made a secret wish.`,
    `Up the hill and down the lane, {A} would try and try again.`,
    `A little song, a little light, can make the darkest evening bright.`,
    `With a hop, a skip and a happy cheer, {A} knew the end was near.`,
    `The sky was soft, the air was sweet, with music in {A}'s dancing feet.`,
    `When you are brave and when you are kind, the best of things are yours to find.`,
    `So off they went, with hearts so light, from morning sun to starry night.`,
    `Round and round the world would spin, and {A} would always try to win.`,
    `A tiny spark, a gentle glow, showed {A} the way to go.`,
  ],

  funny: [
    `Nobody knows why, but a frog in a tiny hat watched the whole thing.`,
    `A passing pigeon looked deeply unimpressed.`,
    `{A} later claimed this was all part of the plan. It was not.`,
    `Somewhere, a cat knocked a cup off a table, just for fun.`,
    `It was, as {A} would say later, "a bit of a situation".`,
    `Even the clouds seemed to be trying not to laugh.`,
  ],

  filler: [
    `{A} looked around and smiled.`,
    `It was a moment {A} would remember for a long time.`,
    `{A} felt the world grow a little bigger.`,
    `Everything was just as it should be.`,
    `{A} took it all in, one breath at a time.`,
    `It was quiet for a while.`,
    `{A} was glad to be right there, right then.`,
    `There was still so much for {A} to see.`,
    `{A} noticed a hundred little things at once.`,
    `For a moment, {A} simply watched and waited.`,
    `{A} would tell this part of the story for years.`,
    `Not far away, something small rustled and then went still.`,
  ],

  titles: [],
};
